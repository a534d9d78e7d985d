--TEST--
Vela: Redis\Pool: after fork() the child opens its own connections and never touches its parent's
--SKIPIF--
<?php require __DIR__ . '/redis.inc'; vela_redis_skip_unless('VELA_TEST_REDIS_PORT'); if (!function_exists('pcntl_fork')) die('skip pcntl'); ?>
--FILE--
<?php
require __DIR__ . '/redis.inc';
$r = vela_redis_pool();
$r->set('who', 'parent');
$parentId = $r->command('CLIENT', 'ID');
$pid = pcntl_fork();
if ($pid === 0) {
    $childId = $r->command('CLIENT', 'ID');      // a fresh connection of the child's own
    $r->set('child', $childId === $parentId ? 'shared the socket' : 'own connection');
    exit(0);                                     // closing nothing of the parent's
}
pcntl_waitpid($pid, $status);
echo $r->get('child'), "\n";
var_dump($r->command('CLIENT', 'ID') === $parentId, $r->get('who'), $r->stats()['broken']);
?>
--EXPECT--
own connection
bool(true)
string(6) "parent"
int(0)
