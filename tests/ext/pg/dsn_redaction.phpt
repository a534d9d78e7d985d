--TEST--
Vela: Pg\Pool: no message or stack trace repeats the password of the connection string (malformed, unencoded '@' or '#', wrong)
--SKIPIF--
<?php require __DIR__ . '/pg.inc'; pg_skip(private: true); ?>
--INI--
zend.exception_ignore_args=0
zend.exception_string_param_max_len=1000000
--ENV--
VALGRIND_OPTS=--trace-children-skip=*/sh,*/bash,*/runuser
--FILE--
<?php
require __DIR__ . '/pg.inc';
$server = pg_private_start('scram-sha-256');
$port = $server['port'];
$base = "host=127.0.0.1 port=$port user=postgres dbname=postgres";
$cases = [
    'keyword/value, a space in the password' => ["$base password=Sw0rd Fish42", ['Sw0rd', 'Fish42']],
    'keyword/value, an unterminated quote' => ["$base password='Sw0rd Fish42", ['Sw0rd', 'Fish42']],
    "URI, unencoded '#' and '@'" => ["postgresql://postgres:Pa#ss@W0rd99@127.0.0.1:$port/postgres",
        ['Pa#ss', 'W0rd99']],
    'URI the parser quotes whole' => ["postgresql://postgres:Qu0tedPw@[::1:$port/postgres", ['Qu0tedPw']],
    'keyword/value, wrong password' => ["$base password=Wr0ngPass", ['Wr0ngPass']],
    "URI, wrong password with '#'" => ["postgresql://postgres:Wr0ng%23Pass@127.0.0.1:$port/postgres",
        ['Wr0ng#Pass', 'Wr0ng%23Pass']],
];
foreach ($cases as $label => [$dsn, $secrets]) {
    try {
        // Made here, not through pg_pool(): its own $dsn parameter would be in the trace.
        $pool = new Vela\Pg\Pool($dsn, ['connect_timeout' => 60, 'acquire_timeout' => 60]);
        $pool->query('SELECT 1');
        echo "$label: connected?\n";
        continue;
    } catch (Vela\Pg\Exception $e) {
        $text = $e->getMessage() . "\n" . $e->getTraceAsString() . "\n" . $e;
    }
    $leaks = array_filter($secrets, fn ($s) => str_contains($text, $s));
    // The resolver's reason and the server's wording vary: only the start is shown (no
    // preg_*: PCRE's JIT reads past a subject's end, which valgrind reports).
    $message = str_replace((string) $port, 'PORT', $e->getMessage());
    if (str_starts_with($message, 'cannot resolve host "')) {
        $message = substr($message, 0, strpos($message, '"', 21) + 1);
    }
    if (($fatal = strpos($message, 'FATAL: ')) !== false) {
        $message = substr($message, 0, $fatal) . 'FATAL: ...';
    }
    echo "$label: ", get_class($e), ": $message; leaks: ", $leaks ? implode(', ', $leaks) : 'none', "\n";
}
pg_private_stop($server);
?>
--EXPECT--
keyword/value, a space in the password: Vela\Pg\Exception: Vela\Pg\Pool: missing "=" after "***" in connection info string; leaks: none
keyword/value, an unterminated quote: Vela\Pg\Exception: Vela\Pg\Pool: unterminated quoted string in connection info string; leaks: none
URI, unencoded '#' and '@': Vela\Pg\ConnectionFailed: cannot resolve host "***@127.0.0.1"; leaks: none
URI the parser quotes whole: Vela\Pg\Exception: Vela\Pg\Pool: end of string reached when looking for matching "]" in IPv6 host address in URI: "postgresql://postgres:***@[::1:PORT/postgres"; leaks: none
keyword/value, wrong password: Vela\Pg\AuthenticationFailed: connection to server at "127.0.0.1", port PORT failed: FATAL: ...; leaks: none
URI, wrong password with '#': Vela\Pg\AuthenticationFailed: connection to server at "127.0.0.1", port PORT failed: FATAL: ...; leaks: none
