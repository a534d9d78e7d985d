--TEST--
Vela: Http\Server: a body past body_buffer_size is written to a temporary file as it arrives and read back for body(), so unfinished large bodies do not use up max_buffered_bodies; the file is deleted when the body completes or the client goes away (the memory this saves: body_memory.phpt)
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
require __DIR__ . '/forms.inc';
$tmp = vela_forms_tmpdir();

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
fclose($conns[0]);
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
left in tmp: 0
