<?php
enum Suit: string { case Hearts = 'H'; }
enum Status { case Active; }
ENUM Upper {}
enum
NewLine {}
enum	Tab {}
enum /* comment */ Commented {}
enum extends X {} enum implements Y {} enum extendsFoo {} enum(); $enum; enum::X; Foo\enum; enum;
class C { public readonly int $x; readonly public function __construct(public readonly int $y) {} }
readonly class R {} readonly(); READONLY;
$r = match ($x) { 1, 2 => 'a', default => 'b' }; match(); MATCH;
function f(): never {} function g(): mixed {}
