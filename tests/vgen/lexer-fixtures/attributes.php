<?php
#[Attribute(Attribute::TARGET_CLASS)]
final class Route {}
#[Route('/x', methods: ['GET']), Other]
#[\Fully\Qualified(new Foo)]
function f(#[SensitiveParameter] $p) {}
$fn = #[Pure] fn() => 1;
#[
  Multi,
  Line
]
class A {}
