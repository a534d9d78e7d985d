<?php
/*
 * The property half of tests/vgen/hostile: ROUNDS apps whose attribute
 * strings are random bytes (NUL, newlines, quotes, backslashes, comment and
 * PHP tags mixed in), each compiled by vgen; every generated file must
 * pass `php -l`, and requiring them, building the service and running its
 * binder must give back each string byte for byte. Usage:
 *   php hostile-random.php VGEN POLYFILL ROUNDS [SEED]
 */
[, $vgen, $polyfill, $rounds] = $argv;
$seed = (int) ($argv[4] ?? random_int(1, PHP_INT_MAX));
mt_srand($seed);
$failures = 0;

/** A random string of 0-40 bytes, biased towards the bytes that end literals and comments. */
function hostile(bool $printable = false): string
{
    $pieces = ["'", '\\', '*/', '?>', '<?php ', "\n", "\r", "\0", '"', '$x', '{$x}', '//', '#', '/*', "\x7f", "\xff"];
    $s = '';
    for ($n = mt_rand(0, 12); $n > 0; $n--) {
        $s .= mt_rand(0, 1) ? $pieces[mt_rand(0, count($pieces) - 1)] : chr(mt_rand(0, 255));
    }
    return $printable ? (preg_replace('/[\x00-\x1f\x7f]/', '', $s) ?: 'q') : $s;
}

/** $s as a PHP double-quoted literal with every byte escaped: valid source whatever $s holds. */
function literal(string $s): string
{
    return '"' . implode('', array_map(fn ($c) => sprintf('\\x%02x', ord($c)), str_split($s) ?: [])) . '"';
}

for ($round = 1; $round <= $rounds; $round++) {
    $strings = ['query' => hostile(true), 'key' => hostile(), 'note' => hostile(), 'message' => hostile(),
        'choice' => hostile(), 'default' => hostile(), 'value' => str_replace('.', '', hostile())];
    $lit = array_map('literal', $strings);
    $dir = sys_get_temp_dir() . '/vgen-random-' . getmypid() . "-$round";
    @mkdir("$dir/src", 0777, true);
    file_put_contents("$dir/composer.json", '{"autoload": {"psr-4": {"App\\\\": "src/"}, "classmap": ["src/"]}}');
    file_put_contents("$dir/src/Home.php", <<<PHP
        <?php
        namespace App;

        use Vela\\Attribute\\{Body, Cacheable, Controller, Intercept, Post, Query, Value};
        use Vela\\Validation\\{Choice, Length};

        #[Controller('/h')]
        class Home
        {
            public function __construct(#[Value({$lit['value']})] public string \$value = {$lit['default']}) {}

            #[Post('/')]
            public function index(#[Query({$lit['query']})] string \$q, #[Body] Note \$note): array { return []; }

            #[Cacheable(60, key: {$lit['key']})]
            #[Intercept(Audit::class, note: {$lit['note']})]
            public function greet(): string { return 'hi'; }
        }

        final class Note
        {
            public function __construct(
                #[Length(max: 0, message: {$lit['message']})] #[Choice([{$lit['choice']}])] public string \$title,
            ) {}
        }

        final class Audit implements \\Vela\\Interceptor\\MethodInterceptor
        {
            public static array \$seen = [];

            public function intercept(object \$target, string \$method, array \$args, \\Closure \$proceed, array \$options): mixed
            {
                self::\$seen[] = \$options;
                return \$proceed();
            }
        }
        PHP);
    exec(escapeshellarg($vgen) . ' compile --quiet ' . escapeshellarg($dir) . ' 2>&1', $out, $status);
    $problems = $status ? ['vgen compile: ' . implode("\n", $out)] : [];
    foreach ($status ? [] : glob("$dir/var/cache/{,proxies/}*.php", GLOB_BRACE) as $file) {
        exec('php -l ' . escapeshellarg($file) . ' 2>&1', $lint, $bad);
        if ($bad) {
            $problems[] = 'php -l ' . basename($file) . ': ' . implode("\n", $lint);
        }
    }
    if (!$problems) {
        $check = 'require ' . var_export($polyfill, true) . '; require ' . var_export("$dir/src/Home.php", true) . ';'
            . ' foreach (["container", "binders"] as $f) { require ' . var_export("$dir/var/cache/", true) . ' . "$f.php"; }'
            . ' $c = new Vela\Generated\Container([]);'
            . ' $c->provide("Vela\\\\Interceptor\\\\CacheableInterceptor", new class implements Vela\Interceptor\MethodInterceptor {'
            . '   public function intercept(object $t, string $m, array $a, Closure $p, array $o): mixed { echo json_encode(["key" => base64_encode($o["key"])]), "\n"; return $p(); } });'
            . ' $home = $c->get("App\\\\Home"); $home->greet();'
            . ' echo json_encode(["note" => base64_encode(App\Audit::$seen[0]["note"]), "default" => base64_encode($home->value)]), "\n";'
            . ' $r = new class { public array $asked = [];'
            . '   public function query(string $n): mixed { $this->asked[] = $n; return "v"; }'
            . '   public function header(string $n, ?string $d = null): ?string { return "application/json"; }'
            . '   public function param(string $n): mixed { return null; } public function json(): mixed { return ["title" => "x"]; }'
            . '   public function form(): mixed { return null; } };'
            . ' try { Vela\Generated\Binders::bind("App\\\\Home::index", $r, $c); } catch (Vela\BindFailure $e) {'
            . '   echo json_encode(["query" => base64_encode($r->asked[0]), "message" => base64_encode($e->errors["title"])]), "\n"; }';
        exec('php -r ' . escapeshellarg($check) . ' 2>&1', $ran, $bad);
        $got = array_merge(...array_map(fn ($l) => json_decode($l, true) ?? ['output' => $l], $ran ?: ['']));
        $want = ['key' => $strings['key'], 'note' => $strings['note'], 'default' => $strings['default'],
            'query' => $strings['query'], 'message' => $strings['message']];
        foreach ($want as $name => $value) {
            if (!isset($got[$name]) || base64_decode($got[$name]) !== $value) {
                $problems[] = "$name: wanted " . json_encode(base64_encode($value)) . ', ran: ' . implode("\n", $ran);
                break;
            }
        }
    }
    exec('rm -rf ' . escapeshellarg($dir));
    if ($problems) {
        $failures++;
        echo "round $round (seed $seed): ", implode("\n", $problems), "\n";
        echo 'strings: ', json_encode(array_map('base64_encode', $strings)), "\n";
    }
    $out = $lint = $ran = [];
}
echo $failures ? "$failures of $rounds rounds failed (seed $seed)\n" : '';
exit($failures ? 1 : 0);
