--TEST--
Vela: INI: a vela.* value out of range or not a number stops PHP at startup with an error naming the setting
--DESCRIPTION--
pcre.jit=0: PCRE's JIT reads the subject 16 bytes at a time, past its end,
which the valgrind pass reports as an invalid read.
--INI--
pcre.jit=0
--FILE--
<?php
preg_match('~/\S+/vela\.so~', file_get_contents('/proc/self/maps'), $m);
function php_with(string $setting): string {
    global $m;
    // No shell between (under memcheck a traced /bin/sh costs a second of CPU each time).
    $proc = proc_open([PHP_BINARY, '-n', '-d', "extension=$m[0]", '-d', $setting, '-r',
        'echo "started, max_coroutines=", ini_get("vela.max_coroutines"), "\n";'], [1 => ['pipe', 'w'], 2 => ['redirect', 1]], $pipes);
    $out = explode("\n", rtrim(stream_get_contents($pipes[1]), "\n"));
    $status = proc_close($proc);
    // The message may be logged (stderr) and displayed (stdout): show it once.
    $said = preg_match('/Fatal error: +(Invalid value .*) in Unknown on line 0/', implode("\n", $out), $error)
        ? "Fatal error: $error[1]" : implode(' / ', $out);
    return "$setting: exit $status: $said";
}
foreach ([
    'vela.max_coroutines=-5',
    'vela.max_coroutines=0',
    'vela.max_coroutines=99999999999',
    'vela.block_warn_ms=abc',
    'vela.block_warn_ms=-1',
    'vela.coroutine_stack_size=1000',
    'vela.coroutine_pool_size=-1',
    'vela.worker_template=maybe',
    'vela.max_coroutines=2K',
    'vela.coroutine_stack_size=0',
    'vela.worker_template=Off',
] as $setting) {
    echo php_with($setting), "\n";
}
?>
--EXPECTF--
vela.max_coroutines=-5: exit 254: Fatal error: Invalid value "-5" for vela.max_coroutines: expected 1 to 16777216 coroutines
vela.max_coroutines=0: exit 254: Fatal error: Invalid value "0" for vela.max_coroutines: expected 1 to 16777216 coroutines
vela.max_coroutines=99999999999: exit 254: Fatal error: Invalid value "99999999999" for vela.max_coroutines: expected 1 to 16777216 coroutines
vela.block_warn_ms=abc: exit 254: Fatal error: Invalid value "abc" for vela.block_warn_ms: expected 0 to 3600000 milliseconds (0 = off)
vela.block_warn_ms=-1: exit 254: Fatal error: Invalid value "-1" for vela.block_warn_ms: expected 0 to 3600000 milliseconds (0 = off)
vela.coroutine_stack_size=1000: exit 254: Fatal error: Invalid value "1000" for vela.coroutine_stack_size: expected 0 or 65536 to 1073741824 bytes (0 = fiber.stack_size; K, M, G allowed)
vela.coroutine_pool_size=-1: exit 254: Fatal error: Invalid value "-1" for vela.coroutine_pool_size: expected 0 to 16777216 contexts
vela.worker_template=maybe: exit 254: Fatal error: Invalid value "maybe" for vela.worker_template: expected 1 (On) or 0 (Off)
vela.max_coroutines=2K: exit 0: started, max_coroutines=2K
vela.coroutine_stack_size=0: exit 0: started, max_coroutines=25000
vela.worker_template=Off: exit 0: started, max_coroutines=25000
