--TEST--
Vela: Pg\Pool::listen(): LISTEN/NOTIFY between two coroutines and from psql; the iterator suspends between messages
--SKIPIF--
<?php require __DIR__ . '/pg.inc'; pg_skip(needs_session: true); ?>
--INI--
vela.block_warn_ms=0
--ENV--
VALGRIND_OPTS=--trace-children-skip=*/sh,*/bash,*/runuser
--FILE--
<?php
require __DIR__ . '/pg.inc';
use Vela\Coroutine;
$pool = pg_session_pool(['max' => 2]);
$channel = 'vela_chan_' . getmypid();
Vela\run(function () use ($pool, $channel) {
    $listening = new Vela\Channel(1); /* listen() returns once LISTEN is done: notify after it */
    Coroutine::spawn(function () use ($pool, $channel, $listening) {
        $listener = $pool->listen($channel, 5);
        $listening->push(true);
        foreach ($listener as $i => $n) {
            echo "$i: {$n['channel']} '{$n['payload']}' from ", is_int($n['pid']) ? 'a backend' : '?', "\n";
            if ($n['payload'] === 'stop') {
                break;
            }
        }
        $listener->close();
        echo "closed\n";
    });
    Coroutine::spawn(function () use ($pool, $channel, $listening) {
        $listening->pop(10);
        echo "notifying\n";
        $pool->execute('SELECT pg_notify($1, $2)', [$channel, 'hello']);
        $pool->execute('SELECT pg_notify($1, $2)', [$channel, 'wörld']);
        $psql = sprintf('%s/psql -X -q -h 127.0.0.1 -p %s -U %s -d %s -c %s 2>&1', getenv('VELA_TEST_PG_BIN'),
            getenv('VELA_TEST_PG_PORT'), getenv('VELA_TEST_PG_USER'), getenv('VELA_TEST_PG_DB'),
            escapeshellarg("NOTIFY $channel, 'from psql'"));
        echo shell_exec($psql);
        Coroutine::sleep(0.05);
        $pool->execute("NOTIFY $channel, 'stop'");
    });
});
/* A listener with a timeout ends when nothing comes. */
$t = hrtime(true);
$got = iterator_to_array($pool->listen($channel, 0.1));
echo "quiet channel: ", count($got), " notifications\n";
echo "leases: ", $pool->stats()['leases'], "\n";
?>
--EXPECTF--
notifying
0: vela_chan_%d 'hello' from a backend
1: vela_chan_%d 'wörld' from a backend
2: vela_chan_%d 'from psql' from a backend
3: vela_chan_%d 'stop' from a backend
closed
quiet channel: 0 notifications
leases: 0
