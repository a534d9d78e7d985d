--TEST--
Vela: Http\Response: json() bodies of every size are exactly json_encode()'s output
--EXTENSIONS--
vela
--FILE--
<?php
use Vela\Http\Response;

$bad = 0;
foreach ([0, 1, 100, 200, 220, 230, 240, 250, 256, 300, 1000, 4000, 4100, 10000, 100000] as $n) {
    $data = ['message' => str_repeat('x', $n)];
    $body = Response::json($data)->body();
    if ($body !== json_encode($data) || strlen($body) !== $n + 14) {
        echo "size $n: wrong body\n";
        $bad++;
    }
    $copy = $body . '!';
    if ($copy !== json_encode($data) . '!') {
        echo "size $n: wrong copy\n";
        $bad++;
    }
}
echo Response::json([])->body(), ' ', Response::json(null)->body(), ' ', Response::json('é', 200, JSON_UNESCAPED_UNICODE)->body(), "\n";
echo $bad === 0 ? "all sizes ok\n" : "$bad failures\n";
?>
--EXPECT--
[] null "é"
all sizes ok
