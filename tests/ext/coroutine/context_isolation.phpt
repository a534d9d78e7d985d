--TEST--
Vela: Coroutine: context() is private to each coroutine and freed with it
--INI--
vela.block_warn_ms=0
--FILE--
<?php
use Vela\Coroutine;
class Probe { function __construct(public string $name) {} function __destruct() { echo "freed {$this->name}\n"; } }
Vela\run(function () {
    foreach (['a', 'b'] as $name) {
        Coroutine::spawn(function () use ($name) {
            $ctx = Coroutine::context();
            $ctx['name'] = $name;
            $ctx['probe'] = new Probe($name);
            Coroutine::sleep($name === 'a' ? 0.2 : 0.1);
            echo "$name sees ", Coroutine::context()['name'], ", same object: ",
                var_export($ctx === Coroutine::context(), true), "\n";
        });
    }
    Coroutine::context()['name'] = 'main';
    Coroutine::sleep(0.3);
    echo "main sees ", Coroutine::context()['name'], "\n";
});
Coroutine::context()['outside'] = 1;
var_dump(isset(Coroutine::context()['name']), Coroutine::context()['outside']);
?>
--EXPECT--
b sees b, same object: true
freed b
a sees a, same object: true
freed a
main sees main
bool(false)
int(1)
