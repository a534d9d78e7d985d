<?php
namespace App\Controller;

use Vela\Attribute\{Controller, Get, Middleware, Post};
use Vela\Http\Throttle;

// Three routes through the one Throttle the container gives (config/throttle.php: 3 an hour):
// two with limits of their own, one with the configured limit.
#[Controller('/links')]
final class LinkController
{
    #[Post('/strict'), Middleware(Throttle::class, limit: 1, per: '1h')]
    public function strict(): array
    {
        return ['route' => 'strict'];
    }

    #[Post('/loose'), Middleware(Throttle::class, limit: 5, per: '10s', name: 'writes')]
    public function loose(): array
    {
        return ['route' => 'loose'];
    }

    #[Get('/plain'), Middleware(Throttle::class)]
    public function plain(): array
    {
        return ['route' => 'plain'];
    }

    #[Get('/bad'), Middleware(Throttle::class, limit: 2, every: '1s')]
    public function bad(): array
    {
        return ['route' => 'bad'];
    }
}
