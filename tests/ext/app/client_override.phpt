--TEST--
Vela: Testing\Client: override() reaches constructor-injected services (the clock, an app interface), requests have ids, FrozenClock
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/notes.inc';
$root = notes_compile(__DIR__ . '/batteries');
eval(notes_boot($root));

final class LoudGreeter implements App\Service\Greeter
{
    public function greet(string $name): string
    {
        return strtoupper("hi $name");
    }
}

// The app's own clock is the system's until a test says otherwise.
$client = new Vela\Testing\Client($app);
$body = json_decode($client->get('/stamp/ada')->body(), true);
$year = (int) substr($body['stamp'], strlen('hello ada at '), 4);
var_dump($year === (int) gmdate('Y'), $body['request_id']);

// A fresh app: overrides given before its services are made reach them through constructors.
$app = new Vela\App($root, Vela\Generated\Container::fromConfigDir("$root/config"));
$client = new Vela\Testing\Client($app);
$clock = new Vela\Testing\FrozenClock('2030-01-02T03:04:05.25Z');
$client->override(Vela\Clock::class, $clock);
$client->override(App\Service\Greeter::class, new LoudGreeter());
echo $client->get('/stamp/ada')->body(), "\n";
$clock->advance(90.5);
echo $client->get('/stamp/bob', ['X-Request-Id' => 'given-1'])->body(), "\n";
echo $client->get('/stamp/eve', ['X-Request-Id' => 'bad id!'])->body(), "\n";

$clock->set(new DateTimeImmutable('@0'));
var_dump($clock->now()->format('U.u'), (new Vela\SystemClock())->now() instanceof DateTimeImmutable);
var_dump($clock instanceof Vela\Clock, (clone $clock)->now() == $clock->now());
try {
    $clock->set('not a date at all');
} catch (Throwable $e) {
    echo get_class($e), "\n";
}
?>
--EXPECT--
bool(true)
string(20) "test0000000000000001"
{"stamp":"HI ADA at 2030-01-02T03:04:05.250000Z","request_id":"test0000000000000001"}
{"stamp":"HI BOB at 2030-01-02T03:05:35.750000Z","request_id":"given-1"}
{"stamp":"HI EVE at 2030-01-02T03:05:35.750000Z","request_id":"test0000000000000002"}
string(8) "0.000000"
bool(true)
bool(true)
bool(true)
Exception
