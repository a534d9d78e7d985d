--TEST--
Vela: Redis\Pool and Cluster: URLs and options (which carry passwords) are #[\SensitiveParameter]: stack traces do not show them
--INI--
zend.exception_ignore_args=0
--FILE--
<?php
use Vela\Redis\{Pool, Cluster};

function show(callable $fn): void
{
    try {
        $fn();
        echo "accepted\n";
    } catch (Throwable $e) {
        $frame = $e->getTrace()[0];
        $args = array_map('get_debug_type', $frame['args'] ?? []);
        $where = str_contains($e->getTraceAsString() . print_r($e->getTrace(), true) . $e->getMessage(), 's3cret')
            ? 'the password is in the trace' : 'the password is hidden';
        echo get_class($e), ' in ', $frame['function'], '(', implode(', ', $args), "): $where\n";
    }
}
show(fn () => new Pool('redis://:s3cret@127.0.0.1:99999'));
show(fn () => new Pool('redis://127.0.0.1:1', ['password' => 's3cret', 'maxx' => 1]));
show(fn () => Pool::fromSentinel(['127.0.0.1:1'], 'm', ['password' => 's3cret', 'refresh' => 1]));
show(fn () => new Cluster(['127.0.0.1:1'], ['password' => 's3cret', 'database' => 1]));
?>
--EXPECT--
ValueError in __construct(SensitiveParameterValue): the password is hidden
ValueError in __construct(SensitiveParameterValue, SensitiveParameterValue): the password is hidden
ValueError in fromSentinel(array, string, SensitiveParameterValue): the password is hidden
ValueError in __construct(array, SensitiveParameterValue): the password is hidden
