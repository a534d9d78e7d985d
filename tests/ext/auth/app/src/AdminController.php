<?php
namespace App;

use Vela\Attribute\{Controller, Get, RequireScope};
use Vela\Auth\Principal;

/** Every route of this group needs links:read; its admin route also links:admin,
 * its audit route links:write. */
#[Controller('/admin'), RequireScope('links:read')]
final class AdminController
{
    #[Get('/stats')]
    public function stats(Principal $who): array
    {
        return ['stats' => $who->id];
    }

    /** Scopes on the class and on the action: one Authenticate, one key lookup per request. */
    #[Get('/audit'), RequireScope('links:write')]
    public function audit(): array
    {
        [$n, Keys::$lookups] = [Keys::$lookups, 0];
        return ['lookups' => $n];
    }

    #[Get('/purge'), RequireScope('links:admin')]
    public function purge(): array
    {
        return ['purged' => true];
    }
}
