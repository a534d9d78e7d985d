<?php

/**
 * Authentication (docs/auth.md): API keys and JWT bearer tokens checked by
 * the Vela\Auth\Authenticate middleware, the Vela\Auth\Principal it gives
 * the action, and #[RequireScope]. This file is the source of truth for its
 * declarations: auth_arginfo.h is generated from it by scripts/gen-arginfo.
 *
 * @generate-class-entries
 */

namespace Vela\Auth {
    /**
     * Who made the request: the key's id or the token's "sub", the scopes it
     * was granted and (for a token) its claims. An action gets it by
     * declaring a Vela\Auth\Principal parameter (?Principal when the route
     * may be anonymous).
     */
    final class Principal
    {
        public readonly string $id;
        /** @var list<string> */
        public readonly array $scopes;
        public readonly array $claims;

        public function __construct(string $id, array $scopes = [], array $claims = []) {}

        /** Whether $scope is one of the principal's scopes. */
        public function can(string $scope): bool {}

        /**
         * The principal Authenticate found for $request; null when none and
         * $optional, else a Vela\Http\UnauthorizedException (401).
         */
        public static function of(\Vela\Http\Request $request, bool $optional = false): ?Principal {}
    }

    /**
     * The app's API keys. A key is "<id>.<secret>"; find() returns the
     * stored record of the id (['hash' => the secret's SHA-256 as hex,
     * 'scopes' => a list or a space-separated string]) or null. Authenticate
     * compares the hash in constant time.
     */
    interface KeyResolver
    {
        public function find(string $id): ?array;
    }

    /**
     * The middleware: reads `Authorization: Bearer <credential>` or
     * `X-Api-Key: <key>`; a credential with two dots is a JWT checked
     * against $jwt (['keys' => [kid => ['alg' => 'HS256'|'RS256'|'EdDSA',
     * 'key' => secret or public key]], 'issuer', 'audience', 'leeway' =>
     * seconds, 'scope_claim' => 'scope']), anything else an API key checked
     * with the $keys resolver (a container id or an object). $args['scopes']
     * (what #[RequireScope] compiles to) must all be granted. 401 with
     * WWW-Authenticate without valid credentials, 403 without a scope.
     * Vela\App makes the one the container gives from config/auth.php.
     */
    final class Authenticate implements \Vela\Http\Middleware
    {
        public function __construct(array $jwt = [], mixed $keys = null, ?\Vela\Clock $clock = null, ?object $container = null) {}

        public function process(\Vela\Http\Request $request, \Vela\Http\Next $next, array $args = []): mixed {}
    }
}

namespace Vela\Attribute {
    /**
     * #[RequireScope('links:write')] on an action or a controller: vgen
     * compiles it into the route's Vela\Auth\Authenticate middleware with
     * those scopes (all required).
     */
    final class RequireScope
    {
        public array $scopes = [];
        public function __construct(string ...$scopes) {}
    }
}
