<?php

declare(strict_types=1);

namespace App\Socket;

use App\Middleware\RequireToken;
use App\Service\Greeter;
use Vela\Attribute\Middleware;
use Vela\Attribute\WebSocket;
use Vela\WebSocket\Connection;
use Vela\WebSocket\Message;

/**
 * A #[WebSocket] class (tests/ws/app.js): vgen compiles it into a GET route
 * whose middleware runs before the upgrade; the handlers get the route
 * parameter, the constructor is injected, the options reach the handshake.
 */
#[WebSocket('/rooms/{room}', options: ['protocols' => ['chat.v1']])]
#[Middleware(RequireToken::class)]
final class RoomSocket
{
    private string $lastClose = 'none';

    public function __construct(private Greeter $greeter)
    {
    }

    public function onOpen(Connection $conn, string $room): void
    {
        $conn->send($this->greeter->greet($room) . " | {$conn->protocol()} | last close: {$this->lastClose}");
    }

    public function onMessage(Connection $conn, Message $message, string $room): void
    {
        $conn->send("$room: " . $message->data());
    }

    public function onClose(Connection $conn, int $code): void
    {
        $this->lastClose = (string) $code;
    }
}
