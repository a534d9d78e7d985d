<?php

declare(strict_types=1);

namespace App\Controller;

use App\Middleware\RequireToken;
use App\Service\Greeter;
use Vela\Attribute\Controller;
use Vela\Attribute\Get;
use Vela\Attribute\Middleware;
use Vela\Http\Response;
use Vela\WebSocket\Connection;

/** A WebSocket route of Vela\App: route params bound, the constructor injected, middleware first. */
#[Controller]
final class ChatController
{
    public function __construct(private Greeter $greeter)
    {
    }

    #[Get('/chat/{room}')]
    #[Middleware(RequireToken::class)]
    public function chat(string $room): Response
    {
        return Response::webSocket(function (Connection $conn) use ($room): void {
            $conn->send($this->greeter->greet($room));
            foreach ($conn->messages() as $message) {
                $conn->send("$room: " . $message->data());
            }
        });
    }
}
