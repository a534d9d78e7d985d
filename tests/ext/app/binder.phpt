--TEST--
Vela: Binder, BindFailure: the binders' runtime in C agrees with the plain-PHP polyfill on every input
--EXTENSIONS--
vela
--FILE--
<?php
// The generated binders call Vela\Binder's conversions: in C with the
// extension, from skeleton/bootstrap/vela-polyfill.php (filter_var()) without
// it. Both must give the same result for every value, so the polyfill's
// classes are loaded here under another namespace and compared with the
// extension's over hand-picked and random inputs.
declare(strict_types=1);

$polyfill = file_get_contents(__DIR__ . '/../../../skeleton/bootstrap/vela-polyfill.php');
$block = substr($polyfill, strpos($polyfill, "\nnamespace Vela;\n"));
eval("declare(strict_types=1);\n" . str_replace("\nnamespace Vela;\n", "\nnamespace Polyfill;\n", $block));

$strings = ['', ' ', '0', '1', '-1', '+1', '+0', '-0', '00', '01', '-01', '42', ' 42 ', "\t7\n", "\v7\r", "\f7", "7\0",
    "\0", '9223372036854775807', '9223372036854775808', '-9223372036854775808', '-9223372036854775809',
    '99999999999999999999', '0x1A', '0b1', '1e3', '1E-3', '1e', '1e+', '.5', '5.', '.', '-.5e3', '1.5.5',
    '1,000', '1_000', 'inf', 'NAN', '1e999', '-1e999', '1e-320', '1e-999', '0e5', '0.0e1', '00.0', '-0.0',
    '0.0000000000000000000000000000001e-300', 'true', 'TRUE', ' On ', 'yes', 'no', 'off', 'False', 'truee', '2',
    'on ', ' y', 'abc', '١٢', "1\u{00A0}"];
mt_srand(8);
$alphabet = " \t\n\v\r\f\0+-.eE0123456789xnoyst";
for ($i = 0; $i < 20000; $i++) {
    $s = '';
    for ($n = mt_rand(0, 8); $n > 0; $n--) {
        $s .= $alphabet[mt_rand(0, strlen($alphabet) - 1)];
    }
    $strings[] = $s;
}
$values = array_merge($strings, [0, 1, -1, 2, 42, PHP_INT_MAX, PHP_INT_MIN, 0.0, -0.0, 1.5, 1e100, -2.5e-10, NAN, INF,
    true, false, null, [], [1, 'a', true, 2.5], [1, [2]], ['k' => null], new stdClass()]);

$disagree = 0;
$conversions = [['toInt', false], ['toFloat', false], ['toBool', false], ['toString', false], ['toArray', false],
    ['toScalarList', false], ['toList', false], ['toInt', true], ['toFloat', true], ['toBool', true], ['toString', true]];
$values = array_merge($values, [['a' => 1], [1 => 'a'], [0 => 'a', 2 => 'b'], ['x', 'y']]);
foreach ($conversions as [$method, $strict]) {
    foreach ($values as $value) {
        $c = $strict ? Vela\Binder::$method($value, true) : Vela\Binder::$method($value);
        $php = $strict ? Polyfill\Binder::$method($value, true) : Polyfill\Binder::$method($value);
        if (serialize($c) !== serialize($php) && !(is_float($c) && is_nan($c) && is_float($php) && is_nan($php))) {
            echo "$method(", json_encode($value), "): C ", var_export($c, true), ", polyfill ", var_export($php, true), "\n";
            $disagree++;
        }
    }
}
foreach ($strings as $string) {
    $string .= "é\u{1F600}x";
    if (Vela\Binder::length($string) !== Polyfill\Binder::length($string) || Vela\Binder::length($string) !== preg_match_all('/./su', $string)) {
        echo 'length(', json_encode($string), ') differs', "\n";
        $disagree++;
    }
}
echo count($values) * count($conversions) + count($strings) - $disagree, ' of ', count($values) * count($conversions) + count($strings),
    " conversions agree\n";

final class FakeRequest
{
    public function __construct(private ?string $type, private mixed $json, private mixed $form = ['f' => 1]) {}
    public function header(string $name, ?string $default = null): ?string
    {
        return strcasecmp($name, 'content-type') === 0 ? ($this->type ?? $default) : $default;
    }
    public function json(): mixed
    {
        return $this->json instanceof Throwable ? throw $this->json : $this->json;
    }
    public function form(): mixed
    {
        return $this->form;
    }
}
/** What body() gives, or the HttpException it throws. */
function body_of(string $binder, object $request): string
{
    try {
        $body = $binder::body($request, $json);
        return json_encode($body) . ($json ? ' (JSON)' : ' (form)');
    } catch (Throwable $e) {
        return get_class($e) . ' ' . $e->getCode() . ': ' . $e->getMessage();
    }
}
foreach ([['application/json', ['a' => 1]], ['Application/JSON; charset=utf-8', 'x'], ['text/plain', 'ignored'],
    [null, ['a' => 2]], ['', null], ['application/x-www-form-urlencoded', 'ignored'],
    ['Multipart/Form-Data; boundary=x', 'ignored'], ['application/vnd.api+json', new JsonException('bad')],
    ['json', new Error('broken')], ['application/json', new Vela\Http\ConflictException('kept')]] as [$type, $json]) {
    $request = new FakeRequest($type, $json);
    $c = body_of(Vela\Binder::class, $request);
    $same = $c === body_of(Polyfill\Binder::class, $request);
    echo json_encode($type), ': ', $c, $same ? '' : ' (the polyfill differs)', "\n";
}

$errors = ['a' => 'x'];
var_dump(Vela\Binder::invalid($errors, '5', 'is bad'), Vela\Binder::invalid($errors, 'a', 'twice'));
echo json_encode($errors), "\n";

$c = new Vela\BindFailure(422, ['name' => 'is required', 'address.zip' => 'must be an integer']);
$php = new Polyfill\BindFailure(422, ['name' => 'is required', 'address.zip' => 'must be an integer']);
echo get_parent_class($c), ' | ', $c->getMessage(), ' | ', $c->getCode(), ' | ', $c->status, ' | ', json_encode($c->errors), "\n";
echo $c->getMessage() === $php->getMessage() && $c->getCode() === $php->getCode() ? "the polyfill's is the same\n" : "differs\n";
try {
    $c->status = 500;
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
try {
    new Vela\Binder();
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
?>
--EXPECT--
241018 of 241018 conversions agree
"application\/json": {"a":1} (JSON)
"Application\/JSON; charset=utf-8": "x" (JSON)
"text\/plain": Vela\Http\HttpException 415: unsupported Content-Type 'text/plain': send application/json, application/x-www-form-urlencoded or multipart/form-data
null: {"a":2} (JSON)
"": null (JSON)
"application\/x-www-form-urlencoded": {"f":1} (form)
"Multipart\/Form-Data; boundary=x": {"f":1} (form)
"application\/vnd.api+json": Vela\Http\BadRequestException 400: invalid JSON: bad
"json": Error 0: broken
"application\/json": Vela\Http\ConflictException 409: kept
NULL
NULL
{"a":"twice","5":"is bad"}
Vela\Exception | name is required; address.zip must be an integer | 422 | 422 | {"name":"is required","address.zip":"must be an integer"}
the polyfill's is the same
Error: Cannot modify readonly property Vela\BindFailure::$status
Error: Call to private Vela\Binder::__construct() from global scope
