--TEST--
Vela: run(): returns main's result, rethrows its exception, refuses nesting, reports deadlock
--INI--
vela.block_warn_ms=0
--FILE--
<?php
use Vela\Coroutine;
var_dump(Vela\run(fn () => 42));
var_dump(Vela\run(function () { Coroutine::sleep(0.01); return ['ok' => true]; }));
try {
    Vela\run(function () { Coroutine::sleep(0.001); throw new DomainException("from main"); });
} catch (DomainException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    Vela\run(function () { Vela\run(fn () => 1); });
} catch (Vela\CoroutineException $e) {
    echo $e->getMessage(), "\n";
}
try {
    Vela\run(function () {
        try {
            (new Vela\Channel())->pop();
        } finally {
            echo "finally of the cancelled main\n";
        }
    });
} catch (Vela\CoroutineException $e) {
    echo $e->getMessage(), "\n";
}
var_dump(Coroutine::count());
?>
--EXPECT--
int(42)
array(1) {
  ["ok"]=>
  bool(true)
}
DomainException: from main
Vela\run() cannot be called inside a coroutine
finally of the cancelled main
Vela\run(): deadlock: every coroutine is suspended and nothing can wake them (they were cancelled)
int(0)
