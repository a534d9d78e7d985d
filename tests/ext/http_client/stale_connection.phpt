--TEST--
Vela: Http\Client: a kept-alive connection the server reset as the next request crossed it is replaced once for an idempotent method (nothing of the response had come back), never for POST
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/faults.inc';
$stale = vela_raw_server('stale');
$url = "http://127.0.0.1:{$stale[1]}/";
$http = new Vela\Http\Client(['retries' => 0]);
for ($i = 0; $i < 3; $i++) {
    echo 'GET ', $http->get($url)->body(), "\n";
}
echo 'PUT ', $http->put($url, ['body' => 'x'])->body(), "\n";
try {
    $http->post($url, ['body' => 'x']);
    echo "POST answered\n";
} catch (Vela\Http\Client\Exception $e) {
    echo 'POST: ', get_class($e), "\n";
}
echo 'GET ', $http->get($url)->body(), "\n";
vela_raw_stop($stale);
?>
--EXPECT--
GET fresh
GET fresh
GET fresh
PUT fresh
POST: Vela\Http\Client\Exception
GET fresh
