<?php
namespace App;

use Vela\Attribute\WebSocket;
use Vela\WebSocket\{Connection, Message};

#[WebSocket('/none')]
final class NoHandler
{
    public function greet(Connection $conn): void {}
}

#[WebSocket('/first/{room}')]
final class WrongFirst
{
    public function onOpen(string $room, Connection $conn): void {}
}

#[WebSocket('/second')]
final class WrongSecond
{
    public function onMessage(Connection $conn, string $message): void {}
    public function onClose(Connection $conn, string $code): void {}
}

#[WebSocket('/options', options: 'chat.v1')]
final class BadOptions
{
    public function onOpen(Connection $conn): void {}
}

#[WebSocket('/fine/{room}', options: ['protocols' => ['chat.v1']])]
final class Fine
{
    public function onOpen(Connection $conn, string $room): void {}
    public function onMessage(Connection $conn, Message $message, string $room): void {}
    public function onClose(Connection $conn, int $code): void {}
}

#[WebSocket('/typo', options: ['protocol' => ['chat.v1'], 'idle_timeout' => 30])]
final class OptionTypo
{
    public function onOpen(Connection $conn): void {}
}

#[WebSocket('/unbound/{room}')]
final class Unbound
{
    public function onMessage(Connection $conn, Message $message): void {}
}

#[WebSocket(Unbound::PATH)]
final class NotLiteral
{
    public function onOpen(Connection $conn): void {}
}
