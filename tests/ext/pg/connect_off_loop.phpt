--TEST--
Vela: Pg\Pool: opening a connection does not stall the loop (SCRAM-SHA-256's key derivation runs off it)
--SKIPIF--
<?php require __DIR__ . '/pg.inc'; pg_skip(private: true);
if (pg_under_valgrind() && !getenv('VELA_ASAN')) die("skip valgrind serialises threads: the loop waits for the connect step's thread anyway"); ?>
--FILE--
<?php
require __DIR__ . '/pg.inc';
require __DIR__ . '/scram.inc';
$server = pg_private_start('scram-sha-256');
/* 10x the default rounds: each open derives the salted password for ~100 ms (4096: ~10 ms). */
$dsn = pg_scram_role($server, 'slow', 40960);

$gap = 0;
$last = hrtime(true);
$timer = Vela\Timer::tick(0.001, function () use (&$gap, &$last) {
    $now = hrtime(true);
    $gap = max($gap, $now - $last);
    $last = $now;
});
$opens = $gaps = [];
for ($i = 0; $i < 3; $i++) {
    $pool = pg_pool(['max' => 1], $dsn);
    Vela\Coroutine::sleep(0.005); /* the ticker runs */
    [$gap, $last, $t] = [0, hrtime(true), hrtime(true)];
    $user = $pool->queryValue('SELECT current_user'); /* opens the connection; the loop runs meanwhile */
    $opens[] = hrtime(true) - $t;
    $gaps[] = max($gap, hrtime(true) - $last);
    $pool->close();
}
Vela\Timer::cancel($timer);
echo "connected as: $user\n";
/*
 * Without the thread pool, the derivation runs inside one loop callback: the
 * ticker's longest gap is nearly the whole open (>= 0.8 of it). With it, the
 * ticker keeps running: a ratio, not a timed claim.
 */
$ratio = max($gaps) / min($opens);
printf("longest tick gap under a quarter of an open: %s\n",
    $ratio < 0.25 ? 'yes' : sprintf('no (gaps %s ms, opens %s ms)', implode(' ', array_map(fn ($n) => round($n / 1e6, 1), $gaps)),
        implode(' ', array_map(fn ($n) => round($n / 1e6, 1), $opens))));
pg_private_stop($server);
?>
--EXPECT--
connected as: slow
longest tick gap under a quarter of an open: yes
