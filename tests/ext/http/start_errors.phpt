--TEST--
Vela: Http\Server: start() never fails silently: out of file descriptors, it throws naming what failed (the loop, the socket)
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
// Each run has a lower limit of open files, so start() fails at a different
// step: creating the loop or the listening socket. Whatever fails must
// throw; a start() that returns without having listened is a failure.
$script = sys_get_temp_dir() . '/vela-start-errors-' . getmypid() . '.php';
file_put_contents($script, '<?php
$server = new Vela\Http\Server(["host" => "127.0.0.1", "port" => 0, "workers" => 0]);
$server->handle(fn () => Vela\Http\Response::text("x"));
$server->onStart(function ($s) { echo "listening\n"; $s->stop(); });
try {
    $server->start();
    echo "returned\n";
} catch (Vela\Http\Exception $e) {
    echo "threw: ", $e->getMessage(), "\n";
}
');
$outcomes = [];
for ($limit = 4; $limit <= 64; $limit++) {
    $cmd = sprintf('ulimit -n %d && exec %s -n -d extension=%s %s 2>&1', $limit, escapeshellarg(PHP_BINARY),
        escapeshellarg(vela_test_extension()), escapeshellarg($script));
    $out = trim((string) shell_exec("sh -c " . escapeshellarg($cmd)));
    if ($out === "listening\nreturned") {
        $outcomes['served'] = true;
        break;
    }
    if (str_starts_with($out, 'threw: ')) {
        $outcomes[preg_replace('/: [^:]*$/', '', substr($out, 7))] = true;
    } elseif ($out !== '') {
        $outcomes["neither served nor threw: " . str_replace("\n", ' | ', $out)] = true;
    }
}
unlink($script);
ksort($outcomes);
echo implode("\n", array_keys($outcomes)), "\n";
?>
--EXPECT--
Cannot create the event loop
Cannot listen on 127.0.0.1:0
served
