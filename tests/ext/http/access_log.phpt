--TEST--
Vela: Http\Server: access log to a file in common log format and as JSON lines
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
foreach (['common', 'json'] as $format) {
    $log = sys_get_temp_dir() . "/vela-access-$format-" . getmypid() . '.log';
    @unlink($log);
    $srv = vela_test_server('return Vela\Http\Response::text("hello", $request->path() === "/missing" ? 404 : 200);',
        ['access_log' => $log, 'access_log_format' => $format]);
    vela_test_raw($srv, "GET /a?b=c HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    vela_test_raw($srv, "POST /missing HTTP/1.0\r\nContent-Length: 0\r\n\r\n");
    vela_test_stop($srv);
    $lines = file($log, FILE_IGNORE_NEW_LINES);
    echo count($lines), " lines\n";
    foreach ($lines as $line) {
        if ($format === 'common') {
            echo preg_replace('/\[[^\]]+\]/', '[time]', $line), "\n";
        } else {
            $entry = json_decode($line, true);
            printf("%s %s %s %s %d %d time:%s duration:%s\n", $entry['client'], $entry['method'], $entry['uri'],
                $entry['protocol'], $entry['status'], $entry['bytes'],
                var_export((bool) strtotime($entry['time']), true), var_export($entry['duration_ms'] >= 0, true));
        }
    }
    unlink($log);
}
try {
    new Vela\Http\Server(['access_log_format' => 'xml']);
} catch (Vela\Http\Exception $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
2 lines
127.0.0.1 - - [time] "GET /a?b=c HTTP/1.1" 200 5
127.0.0.1 - - [time] "POST /missing HTTP/1.0" 404 5
2 lines
127.0.0.1 GET /a?b=c HTTP/1.1 200 5 time:true duration:true
127.0.0.1 POST /missing HTTP/1.0 404 5 time:true duration:true
Vela\Http\Server: option "access_log_format" must be "common" or "json"
