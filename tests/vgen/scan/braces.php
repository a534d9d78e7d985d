<?php
namespace First {
    use Second\B;
    class A extends B {}
}

namespace Second {
    class B {}
    $anon = new class extends B { public function x() {} };
    echo B::class;
}

namespace {
    use First\A;
    final class G extends A { public function __construct(public int $x = 1) {} }
}
