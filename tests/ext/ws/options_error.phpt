--TEST--
Vela: WebSocket: Response::webSocket() options are checked (unknown key, bad values), Connection cannot be made by hand
--FILE--
<?php
use Vela\Http\Response;

$r = Response::webSocket(fn ($c) => null, ['protocols' => ['chat'], 'origins' => ['https://a.example'],
    'max_message' => 1024, 'send_queue' => 4096, 'send_timeout' => 0.5, 'idle_timeout' => 0]);
var_dump($r->status());
foreach ([
    ['protocol' => ['chat']],
    ['protocols' => 'chat'],
    ['protocols' => ['']],
    ['origins' => [1]],
    ['max_message' => 0],
    ['send_queue' => 10],
    ['compression' => 'yes'],
] as $options) {
    try {
        Response::webSocket(fn ($c) => null, $options);
        echo "accepted\n";
    } catch (Vela\WebSocket\Exception $e) {
        echo $e->getMessage(), "\n";
    }
}
try {
    new Vela\WebSocket\Connection();
} catch (Error $e) {
    echo get_class($e), "\n";
}
?>
--EXPECTF--
int(101)
Vela\Http\Response::webSocket(): unknown option "protocol" (did you mean "protocols"?)
Vela\Http\Response::webSocket(): option "protocols" must be an array of strings, string given
Vela\Http\Response::webSocket(): option "protocols" must be an array of strings, string given
Vela\Http\Response::webSocket(): option "origins" must be an array of strings, %s given
Vela\Http\Response::webSocket(): option "max_message" must be an int from 1 to %d, 0 given
Vela\Http\Response::webSocket(): option "send_queue" must be an int from 1024 to %d, 10 given
Vela\Http\Response::webSocket(): option "compression" must be a bool, string given
Error
