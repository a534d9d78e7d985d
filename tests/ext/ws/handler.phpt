--TEST--
Vela: WebSocket: Response::webSocket() takes a callable or a Vela\WebSocket\Handler, nothing else
--FILE--
<?php
use Vela\Http\Response;
use Vela\WebSocket\{Connection, Handler, Message};

final class Echoes implements Handler
{
    public function onOpen(Connection $conn): void {}
    public function onMessage(Connection $conn, Message $message): void {}
    public function onClose(Connection $conn, int $code): void {}
}

var_dump(Response::webSocket(new Echoes())->status());
var_dump(Response::webSocket(fn (Connection $c) => null)->status());
var_dump((new ReflectionMethod(Response::class, 'webSocket'))->getParameters()[0]->getType()->__toString());
foreach ([new stdClass(), 'no_such_function', 42] as $handler) {
    try {
        Response::webSocket($handler);
        echo "accepted\n";
    } catch (TypeError $e) {
        echo $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
int(101)
int(101)
string(31) "Vela\WebSocket\Handler|callable"
Vela\Http\Response::webSocket(): Argument #1 ($handler) must be of type Vela\WebSocket\Handler|callable, stdClass given
Vela\Http\Response::webSocket(): Argument #1 ($handler) must be of type Vela\WebSocket\Handler|callable, string given
Vela\Http\Response::webSocket(): Argument #1 ($handler) must be of type Vela\WebSocket\Handler|callable, int given
