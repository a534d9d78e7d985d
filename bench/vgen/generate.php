<?php

declare(strict_types=1);

// Writes a synthetic Vela app of N classes into DIR, for bench/vgen/run:
// 10% controllers (three routes each, two injected services), 5% interfaces
// each with a #[Bind] implementation (5%), DTOs (10%), and services (the
// rest) that depend on up to three earlier services, some reading config
// through #[Value], some #[Transient], #[Lazy] or #[Cacheable].
//
//   php generate.php DIR N

[, $dir, $n] = $argv;
$n = (int) $n;
@mkdir("$dir/config", 0777, true);
file_put_contents("$dir/composer.json", json_encode(['autoload' => ['psr-4' => ['Bench\\' => 'src/']]]));
file_put_contents("$dir/config/app.php", "<?php return ['name' => 'bench', 'limit' => 10];\n");

$interfaces = max(1, intdiv($n, 20));
$controllers = max(1, intdiv($n, 10));
$dtos = max(1, intdiv($n, 10));
$services = $n - 2 * $interfaces - $controllers - $dtos;

function write(string $dir, string $ns, string $class, string $body): void
{
    $path = "$dir/src/" . str_replace('\\', '/', $ns);
    @mkdir($path, 0777, true);
    file_put_contents("$path/$class.php", "<?php\n\ndeclare(strict_types=1);\n\nnamespace Bench\\$ns;\n\n$body");
}

for ($i = 0; $i < $interfaces; $i++) {
    $g = intdiv($i, 100);
    write($dir, "Contract\\G$g", "Port$i", "interface Port$i\n{\n    public function handle(int \$id): array;\n}\n");
    write($dir, "Adapter\\G$g", "Adapter$i", "use Bench\\Contract\\G$g\\Port$i;\nuse Vela\\Attribute\\Bind;\n\n#[Bind]\nfinal class Adapter$i implements Port$i\n{\n    public function handle(int \$id): array\n    {\n        return ['id' => \$id, 'adapter' => $i];\n    }\n}\n");
}
for ($i = 0; $i < $dtos; $i++) {
    $g = intdiv($i, 100);
    write($dir, "Dto\\G$g", "Input$i", "final class Input$i\n{\n    public function __construct(\n        public string \$name,\n        public int \$count = 1,\n        public ?float \$ratio = null,\n        public array \$tags = [],\n    ) {\n    }\n}\n");
}
for ($i = 0; $i < $services; $i++) {
    $g = intdiv($i, 100);
    $uses = ["use Vela\\Attribute\\{Cacheable, Lazy, Transient, Value};"];
    $params = [];
    for ($k = 1; $k <= 3 && $i - $k * 7 >= 0; $k++) {
        $dep = $i - $k * 7;
        $uses[] = "use Bench\\Service\\G" . intdiv($dep, 100) . "\\Service$dep;";
        $params[] = "        private Service$dep \$s$k,";
    }
    if ($i % 4 === 0) {
        $port = $i % $interfaces;
        $uses[] = "use Bench\\Contract\\G" . intdiv($port, 100) . "\\Port$port;";
        $params[] = "        private Port$port \$port,";
    }
    if ($i % 5 === 0) {
        $params[] = "        #[Value('app.limit')] private int \$limit = 5,";
    }
    $attr = match (true) {
        $i % 50 === 3 => "#[Lazy]\n",
        $i % 11 === 0 => "#[Transient]\n",
        default => '',
    };
    $method = $i % 13 === 0 ? "    #[Cacheable(60)]\n" : '';
    $body = implode("\n", array_unique($uses)) . "\n\n{$attr}class Service$i\n{\n    public function __construct(\n" . implode("\n", $params) . "\n    ) {\n    }\n\n$method    public function run(int \$x, string \$label = 'run'): string\n    {\n        return \$label . (\$x + $i);\n    }\n}\n";
    write($dir, "Service\\G$g", "Service$i", $body);
}
for ($i = 0; $i < $controllers; $i++) {
    $g = intdiv($i, 100);
    $a = ($i * 3) % $services;
    $b = ($i * 5 + 1) % $services;
    $dto = $i % $dtos;
    $uses = "use Bench\\Service\\G" . intdiv($a, 100) . "\\Service$a;\n" .
        ($a === $b ? '' : "use Bench\\Service\\G" . intdiv($b, 100) . "\\Service$b;\n") .
        "use Bench\\Dto\\G" . intdiv($dto, 100) . "\\Input$dto;\n" .
        "use Vela\\Attribute\\{Body, Controller, Delete, Get, Middleware, Post, Query};\n";
    $second = $a === $b ? '' : "\n        private Service$b \$b,";
    $body = "$uses\n#[Controller('/c$i')]\nfinal class Controller$i\n{\n    public function __construct(\n        private Service$a \$a,$second\n    ) {\n    }\n\n" .
        "    #[Get('/{id}')]\n    public function show(int \$id, #[Query] ?string \$q = null): array\n    {\n        return ['id' => \$id, 'q' => \$q];\n    }\n\n" .
        "    #[Post('/')]\n    public function create(#[Body] Input$dto \$input): array\n    {\n        return ['name' => \$input->name];\n    }\n\n" .
        "    #[Delete('/{id}')]\n    public function delete(int \$id): array\n    {\n        return [];\n    }\n}\n";
    write($dir, "Http\\G$g", "Controller$i", $body);
}
