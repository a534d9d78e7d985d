--TEST--
Vela: Http\Client: a kept-alive connection the server reset as the next request crossed it is replaced once for an idempotent method (nothing of the response had come back)
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
// DELETE, not PUT: a body may reach the raw server after its head, which it reads
// as the next request (and resets the connection early).
echo 'DELETE ', $http->delete($url)->body(), "\n";
// POST is not asserted: libcurl itself sends a request again when it sees the
// reset as an end of stream before any answer, whatever the method.
echo 'GET ', $http->get($url)->body(), "\n";
vela_raw_stop($stale);
?>
--EXPECT--
GET fresh
GET fresh
GET fresh
DELETE fresh
GET fresh
