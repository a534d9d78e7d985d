--TEST--
Vela: Hub: within one worker, every subscriber of a topic gets each message once, in order; presence counts them; close ends the iteration
--EXTENSIONS--
vela
--FILE--
<?php
$hub = new Vela\Hub();
$got = [];
$wg = new Vela\WaitGroup();
foreach (['a', 'b'] as $name) {
    $sub = $hub->subscribe(['room:1', 'room:2']);
    $wg->add();
    Vela\Coroutine::spawn(function () use ($sub, $name, &$got, $wg) {
        foreach ($sub as $topic => $message) {
            $got[] = "$name $topic $message";
            if ($message === 'bye') {
                break;
            }
        }
        $wg->done();
    });
}
$other = $hub->subscribe('room:3');
echo "presence: ", $hub->presence('room:1'), " ", $hub->presence('room:3'), " ", $hub->presence('nobody'), "\n";
echo "reached: ", $hub->publish('room:1', 'hello'), "\n";
echo "reached: ", $hub->publish('room:2', 'world'), "\n";
echo "reached: ", $hub->publish('nobody', 'lost'), "\n";
Vela\Coroutine::sleep(0.01);
$hub->publish('room:1', 'bye');
$wg->wait();
sort($got);
echo implode("\n", $got), "\n";
Vela\Coroutine::spawn(function () use ($other) {
    foreach ($other as $m) {
        echo "never: $m\n";
    }
    echo "closed: iteration ended\n";
});
$other->close();
Vela\Coroutine::sleep(0.01);
echo "presence after close: ", $hub->presence('room:3'), "\n";
$timed = $hub->subscribe('quiet', ['timeout' => 0.05]);
$t = microtime(true);
foreach ($timed as $m) {}
echo "timeout ended it: ", var_export(microtime(true) - $t < 1, true), "\n";
print_r($hub->stats()); // one subscription left: $sub (b's), still referenced
try {
    $hub->subscribe('x', ['overflow' => 'grow']);
} catch (Vela\Hub\Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try {
    $hub->subscribe('x', ['queue_size' => 1]);
} catch (Vela\Hub\Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
presence: 2 1 0
reached: 2
reached: 2
reached: 0
a room:1 bye
a room:1 hello
a room:2 world
b room:1 bye
b room:1 hello
b room:2 world
closed: iteration ended
presence after close: 0
timeout ended it: true
Array
(
    [published] => 4
    [delivered] => 6
    [dropped] => 0
    [overflowed] => 0
    [subscribers] => 1
    [relay_dropped] => 0
)
Vela\Hub\Exception: Vela\Hub::subscribe(): option "overflow" must be "drop_oldest" or "close"
Vela\Hub\Exception: Vela\Hub::subscribe(): unknown option "queue_size" (known: queue, overflow, timeout)
