--TEST--
Vela: Coroutine: spawn and sleep outside Vela\run() run the loop implicitly, pending coroutines finish at script end
--INI--
vela.block_warn_ms=0
--FILE--
<?php
use Vela\Coroutine;
var_dump(Coroutine::id());
$id = Coroutine::spawn(function (string $name, int $n) {
    echo "start $name $n in #", Coroutine::id(), "\n";
    Coroutine::sleep(0.02);
    echo "end $name\n";
}, 'a', n: 1);
var_dump($id > 0, Coroutine::count());
Coroutine::spawn(function () {
    Coroutine::sleep(0.6);
    echo "last one, after the script body\n";
});
Coroutine::sleep(0.15);
echo "main woke, ", Coroutine::count(), " left\n";
?>
--EXPECTF--
int(0)
start a 1 in #%d
bool(true)
int(1)
end a
main woke, 1 left
last one, after the script body
