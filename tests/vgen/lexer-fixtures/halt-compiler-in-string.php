<?php
$a = "{$x[__halt_compiler]} and ${__halt_compiler} $o->__halt_compiler";
echo 1;
