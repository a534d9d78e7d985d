--TEST--
Vela: Psr: a method a PSR-15 middleware takes from X-Http-Method-Override must be an HTTP token: "GET\xff" once crashed the server writing the JSON access log; now 400, the server lives on and every log line decodes (JSON and common)
--EXTENSIONS--
vela
--SKIPIF--
<?php if (!is_file('/usr/share/php/Nyholm/Psr7/autoload.php')) die('skip needs php-nyholm-psr7 (scripts/install-deps)'); ?>
--FILE--
<?php
require __DIR__ . '/psr.inc';
require __DIR__ . '/../http/server.inc';
$root = notes_compile(__DIR__ . '/guard');
foreach (['json', 'common'] as $format) {
    echo "-- $format\n";
    $log = sys_get_temp_dir() . "/vela-override-$format-" . getmypid() . '.log';
    @unlink($log);
    // workers = 0: a crash takes the whole server down, as in the report
    $srv = vela_test_server('return $GLOBALS["app"]->handle($request);',
        ['access_log' => $log, 'access_log_format' => $format], psr_boot($root));
    foreach (["GET\xff", 'GET"', 'PATCH', "G\tET", 'GET /x HTTP/1.1" 200 0'] as $method) {
        $r = vela_test_raw($srv, "GET /ping HTTP/1.1\r\nHost: t\r\nConnection: close\r\n"
            . "X-Http-Method-Override: $method\r\n\r\n");
        printf("%-28s %s %s\n", json_encode($method, JSON_INVALID_UTF8_SUBSTITUTE), vela_test_status($r), vela_test_body($r));
    }
    $r = vela_test_raw($srv, "GET /ping HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n");
    echo 'then ', vela_test_status($r), ' ', vela_test_body($r), "\n";
    [$code, , $err] = vela_test_stop($srv);
    echo "server exit $code", trim($err) === '' ? '' : " stderr: $err", "\n";
    foreach (file($log, FILE_IGNORE_NEW_LINES) as $line) {
        if ($format === 'json') {
            $entry = json_decode($line, true);
            echo $entry === null ? "undecodable: $line" : "{$entry['method']} {$entry['uri']} {$entry['status']}", "\n";
        } else {
            echo preg_match('~^127\.0\.0\.1 - - \[[^\]]+\] "([^" ]+) (\S+) HTTP/1\.1" (\d+) \d+$~', $line, $m)
                ? "$m[1] $m[2] $m[3]" : "forged: $line", "\n";
        }
    }
    unlink($log);
}
?>
--EXPECT--
-- json
"GET\ufffd"                  HTTP/1.1 400 Bad Request the request method a PSR-15 middleware set is not an HTTP token (RFC 9110)
"GET\""                      HTTP/1.1 400 Bad Request the request method a PSR-15 middleware set is not an HTTP token (RFC 9110)
"PATCH"                      HTTP/1.1 200 OK {"method":"PATCH"}
"G\tET"                      HTTP/1.1 400 Bad Request the request method a PSR-15 middleware set is not an HTTP token (RFC 9110)
"GET \/x HTTP\/1.1\" 200 0"  HTTP/1.1 400 Bad Request the request method a PSR-15 middleware set is not an HTTP token (RFC 9110)
then HTTP/1.1 200 OK {"method":"GET"}
server exit 0
GET /ping 400
GET /ping 400
PATCH /ping 200
GET /ping 400
GET /ping 400
GET /ping 200
-- common
"GET\ufffd"                  HTTP/1.1 400 Bad Request the request method a PSR-15 middleware set is not an HTTP token (RFC 9110)
"GET\""                      HTTP/1.1 400 Bad Request the request method a PSR-15 middleware set is not an HTTP token (RFC 9110)
"PATCH"                      HTTP/1.1 200 OK {"method":"PATCH"}
"G\tET"                      HTTP/1.1 400 Bad Request the request method a PSR-15 middleware set is not an HTTP token (RFC 9110)
"GET \/x HTTP\/1.1\" 200 0"  HTTP/1.1 400 Bad Request the request method a PSR-15 middleware set is not an HTTP token (RFC 9110)
then HTTP/1.1 200 OK {"method":"GET"}
server exit 0
GET /ping 400
GET /ping 400
PATCH /ping 200
GET /ping 400
GET /ping 400
GET /ping 200
