--TEST--
Vela: options: Http\Server, Pg\Pool, Redis\Pool and Cluster report the same mistakes in the same words (unknown with "did you mean", wrong type, out of range, integer key)
--FILE--
<?php
// Options are checked before any connection or socket: no server is needed.
$makers = [
    'Vela\Http\Server' => fn (array $o) => new Vela\Http\Server($o),
    'Vela\Pg\Pool' => fn (array $o) => new Vela\Pg\Pool('host=127.0.0.1 port=1', $o),
    'Vela\Redis\Pool' => fn (array $o) => new Vela\Redis\Pool('redis://127.0.0.1:1', $o),
    'Vela\Redis\Cluster' => fn (array $o) => new Vela\Redis\Cluster(['127.0.0.1:1'], $o),
];
// An int option each class has, and a bool or seconds option, with a typo of it.
$int = ['Vela\Http\Server' => 'backlog', 'Vela\Pg\Pool' => 'max', 'Vela\Redis\Pool' => 'max', 'Vela\Redis\Cluster' => 'max'];
$seconds = ['Vela\Http\Server' => 'drain_timeout', 'Vela\Pg\Pool' => 'idle_timeout', 'Vela\Redis\Pool' => 'idle_timeout', 'Vela\Redis\Cluster' => 'idle_timeout'];
$shape = '/^(?<owner>[A-Za-z\\\\]+): (unknown option "[^"]+" \((did you mean "[a-z_]+"\?|known: [a-z_, ]+)\)'
    . '|option "[a-z_]+" must be (an int|a number of seconds) from [0-9.]+ to [0-9.]+, [a-z0-9.-]+ given)$/';
$codes = [];
foreach ($makers as $class => $make) {
    foreach ([[$int[$class] . 'x' => 1], [$int[$class] => 'many'], [$int[$class] => 0 - 5], [$seconds[$class] => true], [7 => 1]] as $options) {
        try {
            $make($options);
            echo "$class: accepted\n";
        } catch (Throwable $e) {
            $ok = preg_match($shape, $e->getMessage(), $m) && $m['owner'] === $class;
            echo $ok ? '' : 'NOT UNIFORM: ', $e->getMessage(), "\n";
            $codes[get_class($e)][] = $e->getCode();
        }
    }
}
foreach ($codes as $class => $list) {
    echo $class, ' codes: ', implode(',', array_unique($list)), "\n";
}
// The two that throw Vela exceptions give them one code: the engine's VELA_EINVAL.
echo $codes['Vela\Http\Exception'][0] === $codes['Vela\Pg\Exception'][0] ? "same code\n" : "different codes\n";
?>
--EXPECTF--
Vela\Http\Server: unknown option "backlogx" (did you mean "backlog"?)
Vela\Http\Server: option "backlog" must be an int from 1 to 65535, string given
Vela\Http\Server: option "backlog" must be an int from 1 to 65535, -5 given
Vela\Http\Server: option "drain_timeout" must be a number of seconds from 0 to 86400, bool given
Vela\Http\Server: unknown option "(an integer key)" (known: %s)
Vela\Pg\Pool: unknown option "maxx" (did you mean "max"?)
Vela\Pg\Pool: option "max" must be an int from 1 to 10000, string given
Vela\Pg\Pool: option "max" must be an int from 1 to 10000, -5 given
Vela\Pg\Pool: option "idle_timeout" must be a number of seconds from 0 to 604800, bool given
Vela\Pg\Pool: unknown option "(an integer key)" (known: %s)
Vela\Redis\Pool: unknown option "maxx" (did you mean "max"?)
Vela\Redis\Pool: option "max" must be an int from 1 to 10000, string given
Vela\Redis\Pool: option "max" must be an int from 1 to 10000, -5 given
Vela\Redis\Pool: option "idle_timeout" must be a number of seconds from 0 to 1000000000, bool given
Vela\Redis\Pool: unknown option "(an integer key)" (known: %s)
Vela\Redis\Cluster: unknown option "maxx" (did you mean "max"?)
Vela\Redis\Cluster: option "max" must be an int from 1 to 10000, string given
Vela\Redis\Cluster: option "max" must be an int from 1 to 10000, -5 given
Vela\Redis\Cluster: option "idle_timeout" must be a number of seconds from 0 to 1000000000, bool given
Vela\Redis\Cluster: unknown option "(an integer key)" (known: %s)
Vela\Http\Exception codes: %i
Vela\Pg\Exception codes: %i
ValueError codes: 0
same code
