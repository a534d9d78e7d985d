<?php
namespace App;

use Vela\Attribute\{Controller, Get, RequireScope};
use Vela\Auth\Principal;

/** Every route of this group needs links:read; its admin route also links:admin. */
#[Controller('/admin'), RequireScope('links:read')]
final class AdminController
{
    #[Get('/stats')]
    public function stats(Principal $who): array
    {
        return ['stats' => $who->id];
    }

    #[Get('/purge'), RequireScope('links:admin')]
    public function purge(): array
    {
        return ['purged' => true];
    }
}
