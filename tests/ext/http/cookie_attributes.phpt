--TEST--
Vela: Http\Response: cookie() refuses attribute values and names that would forge another attribute
--EXTENSIONS--
vela
--FILE--
<?php
$attempts = [
    ['sid', ['path' => '/; Domain=evil.example']],
    ['sid', ['domain' => 'example.com, evil=1']],
    ['sid', ['samesite' => "Lax\r\nSet-Cookie: x=1"]],
    ['sid', ['path' => "/a\0b"]],
    ['sid', ['path' => "/a b"]],
    ['sid', ['domain' => "ex\tample.com"]],
    ['sid', ['path' => "/\x7f"]],
    ['s;d', []],
    ['s,d', []],
    ['s=d', []],
    ['s d', []],
    ["s\nd", []],
];
foreach ($attempts as [$name, $options]) {
    try {
        (new Vela\Http\Response())->cookie($name, 'v', $options);
        echo "accepted: ", json_encode([$name, $options]), "\n";
    } catch (Vela\Http\Exception $e) {
        echo $e->getMessage(), "\n";
    }
}
// What PHP's setcookie() accepts stays accepted, and the value is encoded.
$r = (new Vela\Http\Response())->cookie('sid', 'a; b', [
    'path' => '/app/x', 'domain' => '.example.com', 'samesite' => 'Strict', 'secure' => true,
]);
echo $r->getHeader('set-cookie'), "\n";
?>
--EXPECTF--
Cookie option "path" cannot contain ",", ";", a blank or a control character
Cookie option "domain" cannot contain ",", ";", a blank or a control character
Cookie option "samesite" cannot contain ",", ";", a blank or a control character
Cookie option "path" cannot contain ",", ";", a blank or a control character
Cookie option "path" cannot contain ",", ";", a blank or a control character
Cookie option "domain" cannot contain ",", ";", a blank or a control character
Cookie option "path" cannot contain ",", ";", a blank or a control character
Invalid cookie name "s;d"
Invalid cookie name "s,d"
Invalid cookie name "s=d"
Invalid cookie name "s d"
Invalid cookie name "s
d"
sid=a%3B%20b; Path=/app/x; Domain=.example.com; SameSite=Strict; Secure
