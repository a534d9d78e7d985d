<?php

namespace App;

use Vela\Attribute\{Get, Route, Middleware, Cacheable, Intercept};

#[Middleware([Auth::class, 'App\Json']), Middleware(Log::class)]
class Attrs
{
    #[Route(methods: ['GET', 'POST'], path: '/a/{id:\d{2,4}}', name: "attrs.a")]
    #[Cacheable(ttl: 60 * 5, key: 'k' . 'v')]
    #[Intercept(Timing::class, label: "t\u{41}\x42\101\$", flags: [true, false, null, -3, 0x1F, 0o17, 017, 0b101, 1_000, 2.5e3, -1.5])]
    public function a(#[\SensitiveParameter] string $secret = <<<EOT
        heredoc
        EOT, array $opts = array('a' => [1, 2], 'b' => Status::Active, 3 => PHP_EOL), $new = new Point(1, 2)): void
    {
        $s = "interpolated {$secret} and ${secret}";
        if ($s) { $t = function () { return '}'; }; }
    }

    #[Get('/b')] public static function b(): never { exit; }

    private function hidden(): void {}
}

enum Status: string
{
    case Active = 'active';

    public function label(): string { return ucfirst($this->value); }
}

trait Helper { public function help(): void {} }

interface Shape extends \Stringable { public function area(): float; }
