--TEST--
Vela: Http\Server: a handler reads its request's headers after suspending while other requests were parsed
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
// The slow handler looks at its headers only after sleeping: meanwhile the
// other connections' heads are parsed into the same pooled head buffers.
$srv = vela_test_server('
    if ($request->path() === "/slow") {
        Vela\Coroutine::sleep(0.3);
    }
    return Vela\Http\Response::json([
        "path" => $request->path(),
        "x" => $request->header("x-test"),
        "names" => array_keys($request->headers()),
    ]);');

$slow = vela_test_connect($srv);
fwrite($slow, "GET /slow HTTP/1.1\r\nHost: x\r\nX-Test: slow-one\r\nX-Test: slow-two\r\nAccept: */*\r\n\r\n");
usleep(50000);
$fast = [];
for ($i = 0; $i < 3; $i++) {
    $fast[$i] = vela_test_connect($srv);
    fwrite($fast[$i], "GET /fast$i HTTP/1.1\r\nHost: x\r\nX-Test: overwritten-$i-" . str_repeat('z', 40) . "\r\nUser-Agent: t\r\n\r\n");
}
foreach ($fast as $fp) {
    echo vela_test_body(vela_test_read_responses($fp, 1)[0]), "\n";
    fclose($fp);
}
echo vela_test_body(vela_test_read_responses($slow, 1)[0]), "\n";
fclose($slow);
vela_test_stop($srv);
?>
--EXPECT--
{"path":"\/fast0","x":"overwritten-0-zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz","names":["host","x-test","user-agent"]}
{"path":"\/fast1","x":"overwritten-1-zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz","names":["host","x-test","user-agent"]}
{"path":"\/fast2","x":"overwritten-2-zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz","names":["host","x-test","user-agent"]}
{"path":"\/slow","x":"slow-one, slow-two","names":["host","x-test","accept"]}
