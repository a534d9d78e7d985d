--TEST--
Vela: Psr: a JSON body is decoded once per request and held to the JSON limits: a PSR-15 middleware that never reads it passes any body on, one past max_json_members gets no parsed body, the action's json() shares the bridge's value, #[Body] and json() under Vela\App answer 413 past a limit, 400 for no JSON
--EXTENSIONS--
vela
--SKIPIF--
<?php if (!is_file('/usr/share/php/Nyholm/Psr7/autoload.php')) die('skip needs php-nyholm-psr7 (scripts/install-deps)'); ?>
--FILE--
<?php
require __DIR__ . '/psr.inc';
require __DIR__ . '/../http/server.inc';
$root = notes_compile(__DIR__ . '/guard');

function post(array $srv, string $path, string $body): void
{
    $r = vela_test_raw($srv, "POST $path HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nConnection: close\r\n"
        . 'Content-Length: ' . strlen($body) . "\r\n\r\n$body");
    preg_match('/^X-Parsed: (.*)$/mi', $r, $m);
    printf("%-8s %-30s %s %s%s\n", $path, strlen($body) > 30 ? substr($body, 0, 24) . '…' : $body,
        substr(vela_test_status($r), 9), vela_test_body($r), isset($m[1]) ? ' (parsed body: ' . trim($m[1]) . ')' : '');
}

$srv = vela_test_server('return $GLOBALS["app"]->handle($request);', ['max_json_members' => 5], psr_boot($root));
post($srv, '/quiet', '{"a":');
post($srv, '/quiet', '[1,2,3,4,5,6]');
post($srv, '/quiet', '[1,2,3,4,5]');
post($srv, '/bind', '{"a":1,"b":2,"c":3,"d":4,"e":5}');
post($srv, '/bind', '{"a":1,"b":2,"c":3,"d":4,"e":5,"f":6}');
post($srv, '/bind', '{"a":');
post($srv, '/count', '[1,2,3,4,5,6]'); // json() in the action: the same refusals, unlogged
post($srv, '/count', '{"a":');
[$code, , $err] = vela_test_stop($srv);
echo "server exit $code", trim($err) === '' ? '' : " stderr: $err", "\n";

// Default limits: 9000 members decode to ~150 kB; json() after the bridge allocates none of it again.
$srv = vela_test_server('return $GLOBALS["app"]->handle($request);', [], psr_boot($root));
post($srv, '/count', '[' . implode(',', range(1, 9000)) . ']');
vela_test_stop($srv);
?>
--EXPECT--
/quiet   {"a":                          200 OK quiet (parsed body: null)
/quiet   [1,2,3,4,5,6]                  200 OK quiet (parsed body: null)
/quiet   [1,2,3,4,5]                    200 OK quiet (parsed body: array)
/bind    {"a":1,"b":2,"c":3,"d":4…    200 OK {"members":5}
/bind    {"a":1,"b":2,"c":3,"d":4…    413 Content Too Large {"error":{"status":413,"message":"The JSON body has more than max_json_members (5) members"}}
/bind    {"a":                          400 Bad Request {"error":{"status":400,"message":"invalid JSON: syntax error at byte 5"}}
/count   [1,2,3,4,5,6]                  413 Content Too Large {"error":{"status":413,"message":"The JSON body has more than max_json_members (5) members"}}
/count   {"a":                          400 Bad Request {"error":{"status":400,"message":"invalid JSON: syntax error at byte 5"}}
server exit 0
/count   [1,2,3,4,5,6,7,8,9,10,11…    200 OK {"members":9000,"decoded again":false} (parsed body: array)
