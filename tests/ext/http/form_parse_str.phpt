--TEST--
Vela: Http\Request: query(), urlencoded and multipart form() follow parse_str()'s rules exactly (fixed cases and 400 random ones)
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';
require __DIR__ . '/forms.inc';
// The handler compares with parse_str() run in the server itself; the body carries the
// multipart field names and values as a JSON list of [name, value], when there is one.
$srv = vela_test_server('
    parse_str($request->queryString(), $query);
    $names = json_decode($request->header("x-names") ?? "[]", true);
    if ($names) {
        parse_str(implode("&", array_map(fn ($p) => rawurlencode($p[0]) . "=" . rawurlencode($p[1]), $names)), $form);
    } else {
        parse_str($request->body(), $form);
    }
    $ok = $request->query() === $query && $request->form() === $form;
    return Vela\Http\Response::text($ok ? "same" : json_encode([$request->query(), $query, $request->form(), $form]));');
$fixed = ['a[b=1', 'a[b.c=1', 'a[b[c=1', 'a.b[c=1', 'a[b][c=1', 'a[b]c=1', 'a[%20b]=1', 'a[%20]=1', 'a[%09]=1',
    '%20a=1', '+a+=+1+', 'a%00b=1', 'a=1%002', '__Host-x=1', '._Host-x=1', 'a[__Host-x][b]=1', 'a[._Host-x]=1',
    'a=1&a[]=2', 'a[]=1&a=2', 'a[x]=1&a[x][y]=2', 'a[0]=1&a[]=2', 'a[9223372036854775807]=1&a[]=2&a[][]=3',
    '=1', '&&a=1&&', 'a', 'a&b=', '%61=%zz%4', 'a[b]x[c]=1', '[a]=1', 'a[-5]=1&a[05]=2&a[5%20]=3', '1=a&01=b&-0=c',
    'a=1;b=2', 'a[b]][c]=1', 'x[.]=1&a..b=2&.=3', 'a[=1', 'a]=1', 'a' . str_repeat('[x]', 64) . '=1&b=2',
    'a[y]=1&a' . str_repeat('[x]', 65) . '=1&b=2', 'a[b]=1&a[b][]=2&a[b][]=3', 'a%5B%5D=1&a%5B%5D=2'];
mt_srand(8);
$alphabet = ['a', 'b', '1', '0', '.', '+', '_', '-', '[', ']', '[]', '=', '&', '%20', '%5B', '%5D', '%00', '%2', '%zz', '__Host-', '._'];
$random = [];
for ($i = 0; $i < 400; $i++) {
    $s = '';
    for ($n = mt_rand(1, 14); $n > 0; $n--) {
        $s .= $alphabet[mt_rand(0, count($alphabet) - 1)];
    }
    $random[] = $s;
}
$differences = 0;
foreach (array_merge($fixed, $random) as $input) {
    // A broken %-escape makes the whole target a 400 (docs/http.md): such inputs are tried as bodies only.
    $got = preg_match('/%(?![0-9A-Fa-f]{2})/', $input) ? 'same'
        : vela_test_body(vela_test_raw($srv, "GET /?$input HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n"));
    $got2 = vela_test_body(vela_forms_post($srv, 'application/x-www-form-urlencoded', $input));
    if ($got !== 'same' || $got2 !== 'same') {
        echo "differs for ", json_encode($input), ": $got $got2\n";
        $differences++;
    }
}
echo "query and urlencoded: $differences differences\n";

// Multipart field names are not URL-decoded but follow the same rules.
$differences = 0;
foreach (array_merge($fixed, $random) as $k => $input) {
    $pairs = [];
    foreach (explode('&', urldecode(str_replace('%00', '', $input))) as $pair) {
        [$name, $value] = explode('=', $pair, 2) + [1 => ''];
        if ($name !== '' && !str_contains($name, '"')) {
            $pairs[] = [$name, $value];
        }
    }
    if ($pairs === []) {
        continue;
    }
    $body = vela_forms_multipart($pairs);
    $got = vela_test_body(vela_test_raw($srv, "POST / HTTP/1.1\r\nHost: t\r\nConnection: close\r\n"
        . "Content-Type: multipart/form-data; boundary=vela-b0undary\r\nX-Names: " . json_encode($pairs)
        . "\r\nContent-Length: " . strlen($body) . "\r\n\r\n$body"));
    if ($got !== 'same') {
        echo "multipart differs for ", json_encode($pairs), ": $got\n";
        $differences++;
    }
}
echo "multipart: $differences differences\n";
vela_test_stop($srv);
?>
--EXPECT--
query and urlencoded: 0 differences
multipart: 0 differences
