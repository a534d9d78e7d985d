--TEST--
Vela: Redis\Pool: AUTH: password in the URL or options, ACL users, a refused AUTH is AuthFailed, a password change is survived
--SKIPIF--
<?php require __DIR__ . '/redis.inc'; ?>
--FILE--
<?php
require __DIR__ . '/redis.inc';
$server = vela_redis_start_server(['--requirepass', 's3cret']);
$port = $server['port'];
$url = "redis://127.0.0.1:$port";
try {
    (new Vela\Redis\Pool($url))->ping();
} catch (Vela\Redis\Exception $e) { echo "no password: ", get_class($e), ': ', str_replace((string) $port, 'PORT', $e->getMessage()), "\n"; }
try {
    (new Vela\Redis\Pool("redis://:wrong@127.0.0.1:$port"))->ping();
} catch (Vela\Redis\AuthFailed $e) { echo "wrong: ", get_class($e), ': ', str_replace((string) $port, 'PORT', $e->getMessage()), "\n"; }
$good = new Vela\Redis\Pool("redis://:s3cret@127.0.0.1:$port/2");
var_dump($good->set('k', 'v'), $good->command('CLIENT', 'INFO') !== '');
$opt = new Vela\Redis\Pool($url, ['password' => 's3cret', 'database' => 2]);
var_dump($opt->get('k'));                        // same database 2
var_dump($good->command('ACL', 'SETUSER', 'app', 'on', '>apppass', '~*', '+@all'));
$user = new Vela\Redis\Pool("redis://app:apppass@127.0.0.1:$port/2");
var_dump($user->get('k'), $user->command('ACL', 'WHOAMI'));
try {
    (new Vela\Redis\Pool("redis://app:nope@127.0.0.1:$port"))->ping();
} catch (Vela\Redis\AuthFailed $e) { echo "user: ", get_class($e), "\n"; }
// the password changes and the server drops every client: old pools fail clearly, new ones work
$good->command('CONFIG', 'SET', 'requirepass', 'changed');
$good->command('CLIENT', 'KILL', 'TYPE', 'normal');
// (the first call may see the dropped connection or already the refused AUTH of a new one)
try { $opt->get('k'); } catch (Vela\Redis\Exception $e) { echo "after the change: ", var_export($e instanceof Vela\Redis\ConnectionLost || $e instanceof Vela\Redis\AuthFailed, true), "\n"; }
try { $opt->get('k'); } catch (Vela\Redis\Exception $e) { echo "reconnect: ", get_class($e), "\n"; }
var_dump((new Vela\Redis\Pool("redis://:changed@127.0.0.1:$port/2"))->get('k'));
vela_redis_stop_server($server);
?>
--EXPECT--
no password: Vela\Redis\AuthFailed: 127.0.0.1:PORT: NOAUTH Authentication required.
wrong: Vela\Redis\AuthFailed: 127.0.0.1:PORT: WRONGPASS invalid username-password pair or user is disabled.
bool(true)
bool(true)
string(1) "v"
bool(true)
string(1) "v"
string(3) "app"
user: Vela\Redis\AuthFailed
after the change: true
reconnect: Vela\Redis\AuthFailed
string(1) "v"
