<?php
namespace App;

use Vela\Attribute\{Controller, Lazy};

#[Controller]
final class A { public function __construct(B $b) {} }
final class B { public function __construct(C $c) {} }
final class C { public function __construct(A $a) {} }

// Broken by a lazy service: not an error.
#[Controller]
final class X { public function __construct(Y $y) {} }
#[Lazy]
class Y { public function __construct(X $x) {} }
