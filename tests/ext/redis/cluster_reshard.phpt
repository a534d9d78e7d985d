--TEST--
Vela: Redis\Cluster: a resharding (redis-cli --cluster reshard) is followed through MOVED; a slot in migration through ASK
--SKIPIF--
<?php require __DIR__ . '/redis.inc'; ?>
--FILE--
<?php
require __DIR__ . '/redis.inc';
$cl = vela_redis_start_cluster();
$ports = array_map(fn ($n) => (int) explode(':', $n)[1], $cl['nodes']);
$masters = array_keys(array_filter(vela_redis_cluster_roles($cl), fn ($r) => $r === 'master'));
$id = fn (int $port) => vela_redis_cli($port, 'cluster', 'myid');
$c = new Vela\Redis\Cluster([$cl['nodes'][0]], ['max' => 2]);
for ($i = 0; $i < 300; $i++) {
    $c->set("k$i", "v$i");
}
$loads = $c->stats()['refreshes'];
$strict = new Vela\Redis\Cluster([$cl['nodes'][0]], ['max' => 1, 'max_redirects' => 0]);
$strict->get('k0'); // its map is loaded now, before the resharding
// move 3000 slots (and their keys) from the first master to the second, behind the client's back
$out = vela_redis_cli($masters[0], '--cluster', 'reshard', "127.0.0.1:{$masters[0]}", '--cluster-from', $id($masters[0]),
    '--cluster-to', $id($masters[1]), '--cluster-slots', '3000', '--cluster-yes');
// no redirection allowed: a moved key ends with an error that says so, naming the reply
for ($i = 0; $i < 300; $i++) {
    try {
        $strict->get("k$i");
    } catch (Vela\Redis\Exception $e) {
        echo get_class($e), ': ', preg_replace('/\d+/', 'N', $e->getMessage()), "\n";
        break;
    }
}
// a pipeline first: the commands sent to the old owner come back MOVED and are run again
$replies = $c->pipeline(function ($p) { for ($i = 0; $i < 300; $i++) { $p->get("k$i"); } });
echo "pipelined reads after the resharding: ", count(array_filter($replies, fn ($v, $i) => $v === "v$i", ARRAY_FILTER_USE_BOTH)), " of 300 right\n";
$bad = 0;
for ($i = 0; $i < 300; $i++) {
    $bad += $c->get("k$i") === "v$i" ? 0 : 1;
}
echo "reads after the resharding: ", 300 - $bad, " of 300 right\n";
echo "the map was reloaded after MOVED: ", var_export($c->stats()['refreshes'] > $loads, true), "\n";
for ($i = 0; $i < 300; $i++) {
    $c->set("k$i", "w$i");                      // writes land on the new owners
}
echo "writes after: ", count(array_filter($c->mget(array_map(fn ($i) => "k$i", range(0, 299))), fn ($v) => $v[0] === 'w')), "\n";

// ASK: put the slot of "asked" in migration from its owner to another master
$slot = (int) vela_redis_cli($ports[0], 'cluster', 'keyslot', 'asked');
$owner = null;
foreach ($c->command('CLUSTER', 'SLOTS') as [$from, $to, $master]) {
    if ($slot >= $from && $slot <= $to) {
        $owner = $master[1];
    }
}
$target = current(array_diff($masters, [$owner]));
vela_redis_cli($target, 'cluster', 'setslot', (string) $slot, 'importing', $id($owner));
vela_redis_cli($owner, 'cluster', 'setslot', (string) $slot, 'migrating', $id($target));
var_dump($c->set('asked', 'there'), $c->get('asked'));   // the owner says ASK: one command to the target
echo "stored on the importing node: ", vela_redis_cli($target, 'cluster', 'countkeysinslot', (string) $slot), "\n";
vela_redis_stop_cluster($cl);
?>
--EXPECT--
Vela\Redis\Exception: GET: gave up after N cluster redirections (max_redirects); the last reply was: MOVED N N.N.N.N:N
pipelined reads after the resharding: 300 of 300 right
reads after the resharding: 300 of 300 right
the map was reloaded after MOVED: true
writes after: 300
bool(true)
string(5) "there"
stored on the importing node: 1
