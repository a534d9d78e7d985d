--TEST--
Vela: Redis\Pool: unix:// URLs connect through a unix socket, with AUTH and a database
--SKIPIF--
<?php require __DIR__ . '/redis.inc'; ?>
--FILE--
<?php
require __DIR__ . '/redis.inc';
$dir = vela_redis_tmpdir('unix');
$server = vela_redis_start_server(['--unixsocket', "$dir/redis.sock", '--unixsocketperm', '700'], null, $dir);
$r = new Vela\Redis\Pool("unix://$dir/redis.sock?database=3");
var_dump($r->set('over', 'unix'), $r->get('over'));
echo "database: ", vela_redis_cli($server['port'], '-n', '3', 'get', 'over'), "\n";
echo "a unix client: ", str_contains($r->command('CLIENT', 'INFO'), 'laddr=/') || str_contains($r->command('CLIENT', 'INFO'), "$dir/redis.sock") ? 'yes' : 'no', "\n";
$r->command('CONFIG', 'SET', 'requirepass', 'pw');
$authed = new Vela\Redis\Pool("unix://:pw@$dir/redis.sock?database=3");
var_dump($authed->get('over'));
try {
    (new Vela\Redis\Pool("unix://$dir/missing.sock"))->ping();
} catch (Vela\Redis\ConnectionLost $e) { echo get_class($e), ': ', str_replace($dir, 'DIR', $e->getMessage()), "\n"; }
vela_redis_stop_server($server);
?>
--EXPECT--
bool(true)
string(4) "unix"
database: unix
a unix client: yes
string(4) "unix"
Vela\Redis\ConnectionLost: cannot connect to unix:DIR/missing.sock: no such file or directory
