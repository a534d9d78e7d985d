<?php
// The server the WebSocket suite talks to (tests/ws/run): one process
// (workers = 0) on the port given as the first argument. Each path is one
// behaviour under test; plain HTTP on /hello shows the worker still serves.
use Vela\Http\Request;
use Vela\Http\Response;
use Vela\WebSocket\Connection;
use Vela\WebSocket\Message;

/**
 * /events: the event style. onOpen greets (and may sleep or throw), onMessage echoes
 * except for a few commands, onClose records the code under the connection's tag.
 */
final class EventLog implements Vela\WebSocket\Handler
{
    /** @var array<string, int> */
    public array $closed = [];

    public function onOpen(Connection $conn): void
    {
        $conn->send('open ' . $conn->request()->query('tag', ''));
        if ($conn->request()->query('slow') !== null) {
            Vela\Coroutine::sleep(0.3); // messages that arrive meanwhile wait, in order
        }
        if ($conn->request()->query('boom') === 'open') {
            throw new RuntimeException('onOpen failed on purpose (tests/ws/events.js)');
        }
    }

    public function onMessage(Connection $conn, Message $message): void
    {
        switch ($message->data()) {
            case 'boom':
                throw new RuntimeException('onMessage failed on purpose (tests/ws/events.js)');
            case 'close':
                $conn->close(4001, 'asked');
                return;
            case 'sleep':
                Vela\Coroutine::sleep(0.1); // the next message waits for this one
                $conn->send('slept');
                return;
        }
        $conn->send($message);
    }

    public function onClose(Connection $conn, int $code): void
    {
        $this->closed[$conn->request()->query('tag', (string) $conn->id())] = $code;
    }
}

// A second argument runs that many workers with /metrics (the reload and metrics checks).
$port = (int) ($argv[1] ?? 0);
$workers = (int) ($argv[2] ?? 0);
$server = new Vela\Http\Server([
    'host' => '127.0.0.1', 'port' => $port, 'workers' => $workers, 'drain_timeout' => 5,
] + ($workers > 0 ? ['metrics_path' => '/metrics'] : []));
$server->onStart(function () use ($server) {
    echo "listening on {$server->port()}\n";
});
$server->onWorkerStart(function () {
    echo "worker " . getmypid() . " started\n";
});
// The hub the /hub/* paths share (Hub::join()): a small queue, so a peer that
// does not read makes it drop within a few MB.
$hub = new Vela\Hub(null, ['queue' => 64]);
// The event style (/events): a Handler whose calls run only while there is something to run.
$events = new EventLog();
$server->handle(function (Request $request) use ($hub, $events): Response {
    switch ($request->path()) {
        case '/hub/join':
            // Joins the topic (twice: the second is a no-op), says so, then stays open; "leave" leaves the topic.
            // With ?id= it joins under that id (members()).
            $topic = $request->query('topic', 'room');
            $id = $request->query('id');
            return Response::webSocket(function (Connection $conn) use ($hub, $topic, $id) {
                $hub->join($conn, $topic, $id);
                $conn->send('joined, again: ' . var_export($hub->join($conn, $topic), true));
                foreach ($conn->messages() as $message) {
                    if ($message->data() === 'leave') {
                        $conn->send('left ' . $hub->leave($conn, $topic));
                    }
                }
            }, ['send_queue' => 64 * 1024, 'compression' => false]);
        case '/hub/publish':
            // n messages of size bytes: "<seq>:" then padding; the body is the sum of publish().
            static $seq = 0;
            $reached = 0;
            for ($i = 0; $i < (int) $request->query('n', '1'); $i++) {
                $head = sprintf('%06d:', $seq++);
                $reached += $hub->publish($request->query('topic', 'room'),
                    str_pad($head, (int) $request->query('size', '16'), 'm'));
            }
            return Response::text("$reached");
        case '/hub/stats':
            $members = $hub->members($request->query('topic', 'room'));
            sort($members, SORT_STRING);
            return Response::json(['presence' => $hub->presence($request->query('topic', 'room')),
                'members' => $members, 'pid' => getmypid()] + $hub->stats());
        case '/hello':
            return Response::text("hello\n");
        case '/echo':
            // Loop style: every message goes back as it came (text or binary).
            return Response::webSocket(function (Connection $conn) {
                foreach ($conn->messages() as $message) {
                    $conn->send($message);
                }
            }, ['protocols' => ['chat.v2', 'chat.v1'], 'compression_min_size' => 0,
                'max_message' => 2 * 1024 * 1024]);
        case '/origin':
            // Browsers send Origin: only the listed one may connect (CSWSH).
            return Response::webSocket(function (Connection $conn) {
                $conn->send('welcome');
            }, ['origins' => ['https://good.example']]);
        case '/two-waiters':
            // One coroutine suspended in send() (queue full), the handler in receive():
            // when the peer goes away both must wake.
            return Response::webSocket(function (Connection $conn) {
                $sender = new Vela\Channel(1);
                Vela\Coroutine::spawn(function () use ($conn, $sender) {
                    $chunk = Message::binary(str_repeat('y', 64 * 1024));
                    try {
                        while (true) {
                            $conn->send($chunk);
                        }
                    } catch (Vela\WebSocket\ClosedException $e) {
                        $sender->push('send threw ClosedException');
                    }
                });
                $got = $conn->receive();
                fwrite(STDERR, 'two-waiters: receive gave ' . var_export($got, true) . ', ' . $sender->pop(5)
                    . ", code {$conn->closeCode()}\n");
            }, ['send_queue' => 64 * 1024, 'send_timeout' => 0, 'compression' => false]);
        case '/small':
            // Tiny limits for the raw protocol tests: frames over 64 bytes are 1009.
            return Response::webSocket(function (Connection $conn) {
                foreach ($conn->messages() as $message) {
                    $conn->send($message);
                }
            }, ['max_message' => 64, 'compression' => false]);
        case '/info':
            // What the server agreed, then a close with a code and reason of its own.
            return Response::webSocket(function (Connection $conn) {
                $conn->send(json_encode(['protocol' => $conn->protocol(), 'id' => $conn->id() > 0,
                    'path' => $conn->request()->path()]));
                $conn->receive();
                $conn->close(4000, 'bye');
                $conn->receive(); // null: the peer answered the close
            }, ['protocols' => ['chat.v2', 'chat.v1']]);
        case '/flood':
            // A producer that outruns its peer: send() suspends at the 1 MiB queue
            // cap, and a peer that reads nothing for 2 s is closed with 1008.
            return Response::webSocket(function (Connection $conn) {
                $chunk = Message::binary(str_repeat('x', 64 * 1024));
                $sent = 0;
                try {
                    while ($sent < 100 * 1024 * 1024) {
                        $conn->send($chunk);
                        $sent += 64 * 1024;
                    }
                } catch (Vela\WebSocket\ClosedException $e) {
                    fwrite(STDERR, "flood: closed after $sent bytes, code {$conn->closeCode()}, rss "
                        . rss_kib() . " KiB\n");
                }
            }, ['send_queue' => 1024 * 1024, 'send_timeout' => 2, 'compression' => false]);
        case '/idle':
            // Server pings after 0.5 s of silence; a peer silent for two ticks is gone.
            return Response::webSocket(function (Connection $conn) {
                foreach ($conn->messages() as $message) {
                    $conn->send($message);
                }
                fwrite(STDERR, "idle: closed with {$conn->closeCode()}\n");
            }, ['idle_timeout' => 0.5]);
        case '/slow-reader':
            // Reads nothing for 2 s while the client sends ~19 MiB: reading pauses once
            // 1 MiB (max_message) waits, so the server holds no more than that.
            return Response::webSocket(function (Connection $conn) {
                Vela\Coroutine::sleep(2);
                $bytes = 0;
                foreach ($conn->messages() as $message) {
                    if ($message->isText()) {
                        $conn->send("$bytes");
                        break;
                    }
                    $bytes += strlen($message->data());
                }
            }, ['compression' => false, 'max_message' => 1024 * 1024]);
        case '/events':
            // ?tag= names the connection in /events/closed; ?slow=1 suspends onOpen 0.3 s;
            // ?boom=open throws from onOpen (events.js, idle.js).
            return Response::webSocket($events, ['compression' => false]);
        case '/events/closed':
            // tag => the code onClose() got.
            return Response::json($events->closed);
        case '/coroutines':
            return Response::text(Vela\Coroutine::count() . "\n");
        case '/mem':
            gc_collect_cycles();
            return Response::text(memory_get_usage() . "\n");
        case '/pid':
            return Response::text(getmypid() . "\n");
        case '/rss':
            return Response::text(rss_kib() . "\n");
    }
    return Response::text("not found\n", 404);
});
$server->start();

function rss_kib(): int
{
    preg_match('/VmRSS:\s+(\d+)/', file_get_contents('/proc/self/status'), $m);
    return (int) $m[1];
}

