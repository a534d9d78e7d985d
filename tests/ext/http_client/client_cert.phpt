--TEST--
Vela: Http\Client: client certificates ("cert" => file or [cert, key(, passphrase)]) against nginx with ssl_verify_client; bad values and files are clear errors
--EXTENSIONS--
vela
--SKIPIF--
<?php
foreach (['nginx', 'openssl', 'tinyproxy'] as $tool) {
    if (!trim((string) shell_exec("command -v $tool"))) die("skip needs $tool (scripts/install-deps)");
}
if (!is_file('/usr/share/php/GuzzleHttp/autoload.php')) die('skip needs php-guzzlehttp-guzzle (scripts/install-deps)');
?>
--FILE--
<?php
require __DIR__ . '/tls.inc';
$tls = vela_tls_start();
$dir = $tls['dir'];
$url = "https://127.0.0.1:{$tls['mtls']}/";

$r = (new Vela\Http\Client(['verify' => $tls['ca']]))->get($url);
echo 'no certificate: ', $r->status(), "\n";

$r = (new Vela\Http\Client(['verify' => $tls['ca'], 'cert' => ["$dir/client.crt", "$dir/client.key"]]))->get($url);
echo 'cert and key: ', $r->status(), ' ', $r->json()['client'], "\n";

file_put_contents("$dir/client.pem", file_get_contents("$dir/client.crt") . file_get_contents("$dir/client.key"));
$r = (new Vela\Http\Client(['verify' => $tls['ca'], 'cert' => "$dir/client.pem"]))->get($url);
echo 'one PEM file: ', $r->status(), ' ', $r->json()['client'], "\n";

// A certificate file of its own: libcurl reuses a connection made with the same certificate file
// whatever the key file and passphrase (the same identity), so the handshake would not happen.
copy("$dir/client.crt", "$dir/client2.crt");
foreach ([
    'wrong passphrase' => ["$dir/client2.crt", "$dir/client-enc.key", 'nope'],
    'missing file' => ["$dir/none.crt", "$dir/client.key"],
] as $what => $cert) {
    try {
        (new Vela\Http\Client(['verify' => $tls['ca'], 'cert' => $cert]))->get($url);
        echo "$what: no exception\n";
    } catch (Vela\Http\Client\Exception $e) {
        echo "$what: ", get_class($e), "\n";
    }
}
$r = (new Vela\Http\Client(['verify' => $tls['ca'], 'cert' => ["$dir/client2.crt", "$dir/client-enc.key", 'secret']]))->get($url);
echo 'encrypted key: ', $r->status(), ' ', $r->json()['client'], "\n";

foreach ([42, ['only-one'], ['a', 'b', 'c', 'd'], ['a', ''], "with\0nul"] as $bad) {
    try {
        new Vela\Http\Client(['cert' => $bad]);
        echo "no exception\n";
    } catch (Vela\Http\Client\Exception $e) {
        echo str_contains($e->getMessage(), '"cert"') ? 'bad cert option named' : $e->getMessage(), "\n";
    }
}

// Guzzle's cert and ssl_key options through the handler.
require '/usr/share/php/GuzzleHttp/autoload.php';
$guzzle = new GuzzleHttp\Client(['handler' => Vela\Http\Client::guzzleHandler(), 'verify' => $tls['ca'], 'http_errors' => false]);
echo 'guzzle without: ', $guzzle->get($url)->getStatusCode(), "\n";
copy("$dir/client.crt", "$dir/client3.crt");
$r = $guzzle->get($url, ['cert' => "$dir/client3.crt", 'ssl_key' => ["$dir/client-enc.key", 'secret']]);
echo 'guzzle cert and ssl_key: ', $r->getStatusCode(), ' ', json_decode((string) $r->getBody(), true)['client'], "\n";
$r = $guzzle->get($url, ['cert' => "$dir/client.pem"]);
echo 'guzzle one PEM file: ', $r->getStatusCode(), "\n";
vela_tls_stop($tls);
?>
--EXPECT--
no certificate: 400
cert and key: 200 CN=client
one PEM file: 200 CN=client
wrong passphrase: Vela\Http\Client\TlsException
missing file: Vela\Http\Client\TlsException
encrypted key: 200 CN=client
bad cert option named
bad cert option named
bad cert option named
bad cert option named
bad cert option named
guzzle without: 400
guzzle cert and ssl_key: 200 CN=client
guzzle one PEM file: 200
