<?php
namespace App;

use Vela\Attribute\{Controller, Get};

// Literals the router compares percent-decoded: /~u and /%7Eu are one route
// (so are %7e and %7E), /docs/%69nternal is /docs/internal, and a suffix
// counts too; an escaped '/' stays escaped, so /a%2Fb is not /a/b.
#[Controller]
final class Pages
{
    #[Get('/~u')]
    public function home(): array { return []; }

    #[Get('/%7Eu')]
    public function homeEncoded(): array { return []; }

    #[Get('/%7eu')]
    public function homeLowerCase(): array { return []; }

    #[Get('/docs/internal')]
    public function internal(): array { return []; }

    #[Get('/docs/%69nternal')]
    public function internalEncoded(): array { return []; }

    #[Get('/files/{name}.json')]
    public function file(string $name): array { return []; }

    #[Get('/files/{id}.%6Ason')]
    public function fileEncoded(string $id): array { return []; }

    #[Get('/a/b')]
    public function ab(): array { return []; }

    #[Get('/a%2Fb')]
    public function aSlashB(): array { return []; }
}
