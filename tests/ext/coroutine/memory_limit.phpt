--TEST--
Vela: Coroutine: exhausting memory_limit inside a coroutine ends the script with the usual fatal error
--SKIPIF--
<?php if (getenv('USE_ZEND_ALLOC') === '0') die('skip memory_limit is not enforced without the Zend allocator'); ?>
--INI--
vela.block_warn_ms=0
memory_limit=32M
--FILE--
<?php
use Vela\Coroutine;
register_shutdown_function(function () { echo "shutdown function runs\n"; });
Coroutine::spawn(function () { Coroutine::sleep(1); echo "never printed\n"; });
Vela\run(function () {
    Coroutine::sleep(0.01);
    $a = [];
    while (true) { $a[] = str_repeat('x', 1024 * 1024); }
});
echo "never printed either\n";
?>
--EXPECTF--
Fatal error: Allowed memory size of 33554432 bytes exhausted %s
shutdown function runs
