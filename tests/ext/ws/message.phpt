--TEST--
Vela: WebSocket: Message text and binary, text must be UTF-8
--FILE--
<?php
use Vela\WebSocket\Message;

$t = Message::text('héllo');
$b = Message::binary("\xff\x00");
var_dump($t->isText(), $t->isBinary(), $t->data(), (string) $t);
var_dump($b->isBinary(), bin2hex($b->data()));
var_dump((new Message('x', true))->isBinary());
try {
    Message::text("\xc3\x28");
} catch (Vela\WebSocket\Exception $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
bool(true)
bool(false)
string(6) "héllo"
string(6) "héllo"
bool(true)
string(4) "ff00"
bool(true)
Vela\WebSocket\Message: a text message must be valid UTF-8 (send bytes as Message::binary())
