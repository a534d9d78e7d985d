--TEST--
Vela: Http\Server: the access log escapes what the client sent: ", \, control bytes, percent-encoded NUL and invalid UTF-8 in the target; every JSON line decodes back to the target (invalid UTF-8 as U+FFFD), every common line is one line whose fields unescape back
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
$targets = [
    'quote' => '/q?a="b"&c=%22',
    'backslash' => '/back\\slash\\',
    'nul, encoded' => '/nul/%00?x=%00',
    'nul, raw' => "/nul/\0",
    'control, raw' => "/ctl/\x01\x1b[31m",
    'delete, raw' => "/del/\x7f",
    'utf-8' => "/caf\u{e9}/\u{1F600}",
    'invalid utf-8' => "/bad/\xff\xfe/\xc3(",
    'forged line' => '/x" 200 0' . "\n" . '1.2.3.4 - - [x] "GET /admin',
];
/* The target as JSON decodes it: invalid UTF-8 replaced by U+FFFD (JSON_INVALID_UTF8_SUBSTITUTE). */
$expected_json = ['invalid utf-8' => "/bad/\u{FFFD}\u{FFFD}/\u{FFFD}("];
foreach (['json', 'common'] as $format) {
    echo "-- $format\n";
    $log = sys_get_temp_dir() . "/vela-escape-$format-" . getmypid() . '.log';
    @unlink($log);
    $srv = vela_test_server('return Vela\Http\Response::text("ok");', ['access_log' => $log, 'access_log_format' => $format]);
    $answered = [];
    foreach ($targets as $name => $target) {
        $r = vela_test_raw($srv, "GET $target HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
        $status = (int) substr(vela_test_status($r), 9, 3);
        echo str_pad($name, 14), ' ', $status, "\n";
        if ($status === 200) {
            $answered[$name] = $target;
        }
    }
    vela_test_stop($srv);
    $lines = explode("\n", rtrim(file_get_contents($log), "\n"));
    echo count($lines), ' lines for ', count($answered), " answers\n";
    foreach (array_keys($answered) as $i => $name) {
        $line = $lines[$i] ?? '';
        if ($format === 'json') {
            $entry = json_decode($line, true);
            $want = $expected_json[$name] ?? $answered[$name];
            $ok = is_array($entry) && $entry['uri'] === $want && $entry['method'] === 'GET';
        } else {
            $ok = preg_match('~^127\.0\.0\.1 - - \[[^\]]+\] "([^" ]+) ([^" ]+) HTTP/1\.1" 200 2$~', $line, $m)
                && strlen($line) === strspn($line, implode('', array_map('chr', range(0x20, 0x7e))))
                && stripcslashes($m[2]) === $answered[$name] && $m[1] === 'GET';
        }
        echo str_pad($name, 14), ' ', $ok ? 'logged exactly' : "WRONG: $line", "\n";
    }
    unlink($log);
}
?>
--EXPECT--
-- json
quote          200
backslash      200
nul, encoded   200
nul, raw       400
control, raw   400
delete, raw    400
utf-8          400
invalid utf-8  400
forged line    400
3 lines for 3 answers
quote          logged exactly
backslash      logged exactly
nul, encoded   logged exactly
-- common
quote          200
backslash      200
nul, encoded   200
nul, raw       400
control, raw   400
delete, raw    400
utf-8          400
invalid utf-8  400
forged line    400
3 lines for 3 answers
quote          logged exactly
backslash      logged exactly
nul, encoded   logged exactly
