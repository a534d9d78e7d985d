--TEST--
Vela: Http\Client: a body streamed from a file or a PHP stream, a response streamed to a file or a stream; a 64 MiB download into a sink does not grow the worker
--EXTENSIONS--
vela
--SKIPIF--
<?php if (getenv('VELA_VALGRIND')) die('skip timing-bound: under memcheck its timeouts pass (basic, errors, retries, max_per_host run there)'); ?>
--FILE--
<?php
require __DIR__ . '/echo.inc';
$srv = vela_echo_server(['max_body_size' => '80M']);
$http = new Vela\Http\Client(['base_uri' => "http://127.0.0.1:{$srv['port']}", 'timeout' => 60]);
$dir = sys_get_temp_dir() . '/vela-stream-' . getmypid();
@mkdir($dir);

function rss_kb(): int
{
    preg_match('/^VmRSS:\s+(\d+)/m', file_get_contents('/proc/self/status'), $m);
    return (int) $m[1];
}

// Upload: a 20 MiB file (its length known: Content-Length), then a memory stream read from the middle.
$file = "$dir/up.bin";
$fp = fopen($file, 'w');
for ($i = 0; $i < 20; $i++) {
    fwrite($fp, str_repeat(chr(65 + $i), 1 << 20));
}
fclose($fp);
echo 'file: ', $http->put('/digest', ['body' => fopen($file, 'r')])->body(), ' expected ', filesize($file), ' ', md5_file($file), "\n";
$mem = fopen('php://memory', 'w+');
fwrite($mem, 'skip:streamed body');
fseek($mem, 5);
echo 'memory stream: ', $http->post('/digest', ['body' => $mem])->body(), ' expected ', md5('streamed body'), "\n";
$pipe = popen('printf piped', 'r');
echo 'pipe (length unknown): ', $http->post('/digest', ['body' => $pipe])->body(), "\n";
pclose($pipe);

// Download: 64 MiB into a file; the worker's RSS stays within a few MiB.
$http->get('/big', ['query' => ['n' => 1000], 'sink' => "$dir/warm"]);
$before = rss_kb();
$r = $http->get('/big', ['query' => ['n' => 64 << 20], 'sink' => "$dir/down.bin"]);
$grew = rss_kb() - $before;
clearstatcache();
echo 'sink file: ', $r->status(), ' body() ', strlen($r->body()), ' file ', filesize("$dir/down.bin"), ' RSS ', $grew < 16 * 1024 ? 'flat' : "grew $grew KiB", "\n";
$out = fopen('php://memory', 'w+');
$http->get('/big', ['query' => ['n' => 3000], 'sink' => $out]);
rewind($out);
echo 'sink stream: ', strlen(stream_get_contents($out)), "\n";
try {
    $http->get('/big', ['sink' => "$dir/no/such/dir/x"]);
} catch (Vela\Http\Client\Exception $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
exec('rm -rf ' . escapeshellarg($dir));
[$code, $out] = vela_test_stop($srv);
echo "exit $code: ", trim($out), "\n";
?>
--EXPECTF--
file: 20971520 %s length expected 20971520 %s
memory stream: 13 %s length expected %s
pipe (length unknown): 5 %s chunked
sink file: 200 body() 0 file 67108864 RSS flat
sink stream: 3000
Vela\Http\Client\Exception: Vela\Http\Client::request(): option "sink": cannot open %s/no/such/dir/x for writing: No such file or directory
exit 0: STOPPED
