--TEST--
Vela: Http\Server: a body past body_buffer_size is written to a temporary file as it arrives and read back for body(), so unfinished large bodies hold no memory and do not use up max_buffered_bodies; the file is deleted when the body completes or the client goes away
--EXTENSIONS--
vela
--SKIPIF--
<?php if (!is_readable('/proc/self/status')) die('skip needs /proc'); ?>
--FILE--
<?php
require __DIR__ . '/server.inc';
require __DIR__ . '/forms.inc';
$tmp = vela_forms_tmpdir();

function rss_mb(array $srv): float
{
    $status = file_get_contents('/proc/' . proc_get_status($srv['proc'])['pid'] . '/status');
    preg_match('/^VmRSS:\s+(\d+) kB/m', $status, $m);
    return $m[1] / 1024;
}

function spilled(string $dir): int
{
    return count(glob("$dir/vela_body_*"));
}

echo "default: ", (new Vela\Http\Server())->options()['body_buffer_size'], "\n";
$handler = 'return Vela\Http\Response::text(strlen($request->body()) . " " . md5($request->body()));';
$srv = vela_test_server($handler, ['body_buffer_size' => '64K', 'max_buffered_bodies' => '256K']);

// Five bodies of 1,000,000 bytes, 500,000 sent: 2.5 MB against a 256K budget, all on disk.
$body = random_bytes(1000000);
$conns = [];
for ($i = 0; $i < 5; $i++) {
    $fp = vela_test_connect($srv);
    fwrite($fp, "POST / HTTP/1.1\r\nHost: t\r\nContent-Length: 1000000\r\nConnection: close\r\n\r\n"
        . substr($body, 0, 500000));
    $conns[] = $fp;
}
usleep(300000);
echo "temporary files while the bodies arrive: ", spilled($tmp), "\n";
$answered = 0;
foreach ($conns as $fp) {
    stream_set_blocking($fp, false);
    $answered += !in_array(fread($fp, 100), ['', false], true);
    stream_set_blocking($fp, true);
}
echo "none refused: ", var_export($answered === 0, true), "\n";
fwrite($conns[0], substr($body, 500000));
stream_set_timeout($conns[0], 5);
$got = vela_test_read_all($conns[0]);
echo "completed: ", vela_test_status($got), ' ', vela_test_body($got) === "1000000 " . md5($body) ? 'the same bytes' : vela_test_body($got), "\n";
echo "its file is gone, the four others remain: ", spilled($tmp), "\n";
foreach (array_slice($conns, 1) as $fp) {
    fclose($fp); // the client gives up mid-body
}
$deadline = microtime(true) + 5;
while (spilled($tmp) > 0 && microtime(true) < $deadline) {
    usleep(20000);
}
echo "after the clients went away: ", spilled($tmp), " left\n";
$got = vela_test_raw($srv, "POST / HTTP/1.1\r\nHost: t\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello");
echo "a small body stays in memory: ", vela_test_body($got), " (files: ", spilled($tmp), ")\n";
array_map('fclose', [$conns[0]]);
vela_test_stop($srv);

// The defaults against 30 connections that each send 8 MB - 1 of an 8 MB body and wait.
$srv = vela_test_server($handler);
usleep(200000);
$before = rss_mb($srv);
$conns = [];
$chunk = str_repeat('z', 1 << 20);
for ($i = 0; $i < 30; $i++) {
    $fp = vela_test_connect($srv);
    fwrite($fp, "POST / HTTP/1.1\r\nHost: t\r\nContent-Length: 8388608\r\n\r\n");
    for ($k = 0; $k < 8; $k++) {
        if (@fwrite($fp, $k < 7 ? $chunk : substr($chunk, 1)) === false) {
            break;
        }
    }
    $conns[] = $fp;
}
usleep(500000);
$after = rss_mb($srv);
$files = spilled($tmp);
$report = getenv('VELA_BODY_BUDGET_REPORT');
if ($report) {
    file_put_contents($report, sprintf("spill: worker RSS %.1f MB before, %.1f MB with 30 unfinished 8 MB bodies; %d files\n",
        $before, $after, $files), FILE_APPEND);
}
echo "30 bodies on disk: $files\n";
echo "memory bounded (grew less than 40 MB): ", var_export($after - $before < 40, true), "\n";
array_map('fclose', $conns);
vela_test_stop($srv);
echo "left in tmp: ", count(vela_forms_leftovers($tmp)), "\n";
vela_forms_cleanup($tmp);
?>
--EXPECT--
default: 1048576
temporary files while the bodies arrive: 5
none refused: true
completed: HTTP/1.1 200 OK the same bytes
its file is gone, the four others remain: 4
after the clients went away: 0 left
a small body stays in memory: 5 5d41402abc4b2a76b9719d911017c592 (files: 0)
30 bodies on disk: 30
memory bounded (grew less than 40 MB): true
left in tmp: 0
