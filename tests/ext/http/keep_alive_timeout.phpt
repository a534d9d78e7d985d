--TEST--
Vela: Http\Server: an idle keep-alive connection is closed after keepalive_timeout, not header_timeout (both bounds, the two set far apart both ways)
--DESCRIPTION--
After a response, the connection waits for the next request under
keepalive_timeout; header_timeout only bounds a request head once it has
begun (or a fresh connection's first one). Each server below sets the two
a factor of 8 or 20 apart, and the close must fall on the right side of both
(counted from the request's sending, so a slow client cannot make it early).
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';

/*
 * Seconds from sending one request to the server's close of the idle
 * connection: at least keepalive_timeout (the timer starts once the answer
 * is written), whatever delays the client (valgrind, a loaded machine).
 */
function idle_close_after(array $srv): float
{
    $fp = vela_test_connect($srv, 15.0);
    $start = microtime(true);
    fwrite($fp, "GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    $got = vela_test_read_responses($fp, 1);
    $rest = vela_test_read_all($fp, $eof);
    $took = microtime(true) - $start;
    fclose($fp);
    echo "  answered: ", vela_test_status($got[0] ?? ''), ", then closed: ", var_export($eof && $rest === '', true), "\n";
    return $took;
}

foreach ([['header_timeout' => 10, 'keepalive_timeout' => 0.5, 'min' => 0.5, 'max' => 5.0],
          ['header_timeout' => 0.5, 'keepalive_timeout' => 4, 'min' => 4.0, 'max' => 9.0]] as $case) {
    ['min' => $min, 'max' => $max] = $case;
    unset($case['min'], $case['max']);
    $srv = vela_test_server('return Vela\Http\Response::text("ok");', $case);
    echo "header_timeout {$case['header_timeout']} s, keepalive_timeout {$case['keepalive_timeout']} s:\n";
    $took = idle_close_after($srv);
    echo "  closed within [$min, $max) s: ", var_export($took >= $min && $took < $max, true),
        $took >= $min && $took < $max ? '' : sprintf(' (after %.2f s)', $took), "\n";
    vela_test_stop($srv);
}
?>
--EXPECT--
header_timeout 10 s, keepalive_timeout 0.5 s:
  answered: HTTP/1.1 200 OK, then closed: true
  closed within [0.5, 5) s: true
header_timeout 0.5 s, keepalive_timeout 4 s:
  answered: HTTP/1.1 200 OK, then closed: true
  closed within [4, 9) s: true
