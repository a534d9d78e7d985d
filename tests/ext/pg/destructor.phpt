--TEST--
Vela: Pg\Pool: a query from a destructor (where coroutines cannot switch) fails clearly and does not poison the pool
--SKIPIF--
<?php require __DIR__ . '/pg.inc'; pg_skip(); ?>
--FILE--
<?php
require __DIR__ . '/pg.inc';
class QueriesOnDestruct
{
    public function __construct(private Vela\Pg\Pool $pool) {}

    public function __destruct()
    {
        try {
            $this->pool->queryValue('SELECT 1');
            echo "destructor: queried\n";
        } catch (Throwable $e) {
            echo "destructor: ", get_class($e), ": ", $e->getMessage(), "\n";
        }
    }
}
$pool = pg_pool();
new QueriesOnDestruct($pool);        /* no connection is open yet: the open itself cannot wait */
var_dump($pool->queryValue('SELECT 2'));
new QueriesOnDestruct($pool);        /* now one is open, but waiting for the reply is not possible either */
var_dump($pool->queryValue('SELECT 3'));
$s = $pool->stats();
echo "connect errors: {$s['connect_errors']}, leases: {$s['leases']}, in flight: {$s['in_flight']}\n";
?>
--EXPECT--
destructor: Vela\CoroutineException: Vela\Pg\Pool: waiting for a connection: cannot suspend here: switching is forbidden in destructors and GC
int(2)
destructor: Vela\CoroutineException: Vela\Pg: waiting for a query: cannot suspend here: switching is forbidden in destructors and GC
int(3)
connect errors: 0, leases: 0, in flight: 0
