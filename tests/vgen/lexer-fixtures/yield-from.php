<?php
function g() {
    yield;
    yield 1;
    yield $k => $v;
    yield from h();
    yield  from h();
    yield
from h();
    yield	from h();
    YIELD FROM h();
    yield /* c */ from h();
    yield fromage();
    yield from;
    yield
from