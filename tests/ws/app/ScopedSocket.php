<?php

declare(strict_types=1);

namespace App\Socket;

use Vela\Attribute\RequireScope;
use Vela\Attribute\WebSocket;
use Vela\Auth\Principal;
use Vela\WebSocket\Connection;
use Vela\WebSocket\Message;

/**
 * A #[WebSocket] class behind #[RequireScope] (tests/ws/app.js, with
 * tests/ws/app/auth.php as config/auth.php): 401 without a token, 403
 * without the scope, both before the upgrade; onOpen gets the Principal.
 */
#[WebSocket('/scoped/{id:\d+}')]
#[RequireScope('chat:write')]
final class ScopedSocket
{
    public function onOpen(Connection $conn, Principal $who, int $id): void
    {
        $conn->send("{$who->id} in " . ($id + 1));
    }

    public function onMessage(Connection $conn, Message $message): void
    {
        $conn->close(4000, 'bye');
    }
}
