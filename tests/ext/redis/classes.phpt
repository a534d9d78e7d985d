--TEST--
Vela: Redis: classes that must not be made, cloned or serialized say so
--FILE--
<?php
function attempt(string $what, callable $fn): void
{
    try { $fn(); echo "$what: allowed\n"; } catch (Throwable $e) { echo "$what: ", get_class($e), ': ', $e->getMessage(), "\n"; }
}
foreach (['Pipeline', 'Transaction', 'Subscription', 'ScanIterator'] as $name) {
    $class = "Vela\\Redis\\$name";
    attempt("new $name", fn () => new $class());
    attempt("reflect $name", fn () => (new ReflectionClass($class))->newInstanceWithoutConstructor());
}
$pool = new Vela\Redis\Pool('redis://127.0.0.1:1');
attempt('clone Pool', fn () => clone $pool);
attempt('serialize Pool', fn () => serialize($pool));
attempt('unserialize Pool', fn () => unserialize('O:15:"Vela\Redis\Pool":0:{}'));
$cluster = new Vela\Redis\Cluster(['127.0.0.1:1']);
attempt('clone Cluster', fn () => clone $cluster);
attempt('serialize Cluster', fn () => serialize($cluster));
attempt('reflect Pool', fn () => (new ReflectionClass(Vela\Redis\Pool::class))->newInstanceWithoutConstructor());
var_dump((new ReflectionClass(Vela\Redis\ConnectionLost::class))->getParentClass()->getName(),
         (new ReflectionClass(Vela\Redis\Exception::class))->getParentClass()->getName());
?>
--EXPECT--
new Pipeline: Error: Call to private Vela\Redis\Pipeline::__construct() from global scope
reflect Pipeline: ReflectionException: Class Vela\Redis\Pipeline is an internal class marked as final that cannot be instantiated without invoking its constructor
new Transaction: Error: Call to private Vela\Redis\Transaction::__construct() from global scope
reflect Transaction: ReflectionException: Class Vela\Redis\Transaction is an internal class marked as final that cannot be instantiated without invoking its constructor
new Subscription: Error: Call to private Vela\Redis\Subscription::__construct() from global scope
reflect Subscription: ReflectionException: Class Vela\Redis\Subscription is an internal class marked as final that cannot be instantiated without invoking its constructor
new ScanIterator: Error: Call to private Vela\Redis\ScanIterator::__construct() from global scope
reflect ScanIterator: ReflectionException: Class Vela\Redis\ScanIterator is an internal class marked as final that cannot be instantiated without invoking its constructor
clone Pool: Error: Trying to clone an uncloneable object of class Vela\Redis\Pool
serialize Pool: Exception: Serialization of 'Vela\Redis\Pool' is not allowed
unserialize Pool: Exception: Unserialization of 'Vela\Redis\Pool' is not allowed
clone Cluster: Error: Trying to clone an uncloneable object of class Vela\Redis\Cluster
serialize Cluster: Exception: Serialization of 'Vela\Redis\Cluster' is not allowed
reflect Pool: ReflectionException: Class Vela\Redis\Pool is an internal class marked as final that cannot be instantiated without invoking its constructor
string(20) "Vela\Redis\Exception"
string(14) "Vela\Exception"
