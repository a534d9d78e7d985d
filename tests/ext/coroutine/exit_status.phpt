--TEST--
Vela: Coroutine: the status given to exit() inside a coroutine becomes the process's exit status
--INI--
vela.block_warn_ms=0
--FILE--
<?php
preg_match('~/\S+/vela\.so~', file_get_contents('/proc/self/maps'), $m);
$file = tempnam(sys_get_temp_dir(), 'vela');
file_put_contents($file, '<?php
Vela\Coroutine::spawn(function () { Vela\Coroutine::sleep(0.01); echo "exit 7\n"; exit(7); });
Vela\Coroutine::sleep(1);
echo "not reached\n";');
exec(escapeshellarg(PHP_BINARY) . ' -n -d extension=' . escapeshellarg($m[0]) . ' ' . escapeshellarg($file) . ' 2>&1', $out, $status);
unlink($file);
var_dump($status, $out);
?>
--EXPECT--
int(7)
array(1) {
  [0]=>
  string(6) "exit 7"
}
