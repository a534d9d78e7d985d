--TEST--
Vela: Http\Throttle: in-process GCRA per key and route, 429 with Retry-After and the RateLimit fields, driven by the container's clock
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/notes.inc';
$root = notes_compile(__DIR__ . '/batteries');
file_put_contents("$root/config/throttle.php", "<?php return ['limit' => 2, 'per' => '10s', 'by' => 'header:X-Api-Key'];");
eval(notes_boot($root));
$client = new Vela\Testing\Client($app);
$clock = new Vela\Testing\FrozenClock('2030-01-01T00:00:00Z');
$client->override(Vela\Clock::class, $clock);

function show(string $what, Vela\Http\Response $r): void
{
    $h = array_change_key_case($r->headers());
    echo str_pad($what, 12), $r->status(), ' ', $r->body(),
        isset($h['retry-after']) ? ' | Retry-After: ' . $h['retry-after'][0] : '',
        isset($h['ratelimit']) ? ' | ' . $h['ratelimit-policy'][0] . ' | ' . $h['ratelimit'][0] : '',
        isset($h['x-worker']) ? '' : ' | no X-Worker', "\n";
}

$a = ['X-Api-Key' => 'key-a'];
show('a 1', $client->post('/links', [], $a));
show('a 2', $client->post('/links', [], $a));
show('a 3', $client->post('/links', [], $a));
show('a text', $client->post('/links', headers: $a + ['Accept' => 'text/plain']));
show('b 1', $client->post('/links', [], ['X-Api-Key' => 'key-b']));
show('a other', $client->get('/links/7', $a));
show('free', $client->get('/free', $a));
$clock->advance(4.5);
show('a +4.5s', $client->post('/links', [], $a));
$clock->advance(0.5);
show('a +5s', $client->post('/links', [], $a));
show('a again', $client->post('/links', [], $a));
$clock->advance(60);
show('a +65s', $client->post('/links', [], $a));

foreach ([[0, '1s'], [1, '1 s'], [1, '0s'], [1, '2w'], [1, '1s', 'cookie']] as $args) {
    try {
        new Vela\Http\Throttle(...$args);
        echo "accepted\n";
    } catch (ValueError $e) {
        echo $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
a 1         200 {"created":true} | "default";q=2;w=10 | "default";r=1;t=5
a 2         200 {"created":true} | "default";q=2;w=10 | "default";r=0;t=10
a 3         429 {"error":{"status":429,"message":"Too Many Requests"}} | Retry-After: 5 | "default";q=2;w=10 | "default";r=0;t=5
a text      429 Too Many Requests | Retry-After: 5 | "default";q=2;w=10 | "default";r=0;t=5
b 1         200 {"created":true} | "default";q=2;w=10 | "default";r=1;t=5
a other     200 {"id":7} | "default";q=2;w=10 | "default";r=1;t=5
free        200 free
a +4.5s     429 {"error":{"status":429,"message":"Too Many Requests"}} | Retry-After: 1 | "default";q=2;w=10 | "default";r=0;t=1
a +5s       200 {"created":true} | "default";q=2;w=10 | "default";r=0;t=10
a again     429 {"error":{"status":429,"message":"Too Many Requests"}} | Retry-After: 5 | "default";q=2;w=10 | "default";r=0;t=5
a +65s      200 {"created":true} | "default";q=2;w=10 | "default";r=1;t=5
Vela\Http\Throttle::__construct(): Argument #1 ($limit) must be at least 1, 0 given
Vela\Http\Throttle::__construct(): Argument #2 ($per) must be a window such as "1s", "500ms", "15m", "1h" or "1d" (at most a year), "1 s" given
Vela\Http\Throttle::__construct(): Argument #2 ($per) must be a window such as "1s", "500ms", "15m", "1h" or "1d" (at most a year), "0s" given
Vela\Http\Throttle::__construct(): Argument #2 ($per) must be a window such as "1s", "500ms", "15m", "1h" or "1d" (at most a year), "2w" given
Vela\Http\Throttle::__construct(): Argument #3 ($by) must be "ip" or "header:<Name>", "cookie" given
