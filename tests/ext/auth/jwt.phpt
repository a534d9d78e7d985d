--TEST--
Vela: Auth\Authenticate: JWT bearer tokens HS256, RS256 and EdDSA, kid rotation, exp/nbf with leeway, iss/aud, alg confusion and crit refused (real HTTP)
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/auth.inc';
/* A fixed 2048-bit key made for this test (openssl genpkey), not a new one each run: what is
 * checked is how Vela verifies RS256, and making a key under memcheck cost 10-60 s of CPU. */
$rsa = openssl_pkey_get_private(file_get_contents(__DIR__ . '/jwt-rsa.pem'));
$rsaPublic = openssl_pkey_get_details($rsa)['key'];
$ed = sodium_crypto_sign_keypair();
$old = 'old-secret-0123456789abcdef0123456789';
$new = 'new-secret-0123456789abcdef0123456789';
[$srv] = auth_serve([
    '2025' => ['alg' => 'HS256', 'key' => $old],
    '2026' => ['alg' => 'HS256', 'key' => $new],
    'rsa' => ['alg' => 'RS256', 'key' => $rsaPublic],
    'ed' => ['alg' => 'EdDSA', 'key' => sodium_crypto_sign_publickey($ed)],
]);
$hs = fn (string $secret) => fn (string $input) => hash_hmac('sha256', $input, $secret, true);
$rs = function (string $input) use ($rsa) { openssl_sign($input, $sig, $rsa, OPENSSL_ALGO_SHA256); return $sig; };
$eddsa = fn (string $input) => sodium_crypto_sign_detached($input, sodium_crypto_sign_secretkey($ed));
$bearer = fn (string $token) => ['Authorization' => "Bearer $token"];

auth_show($srv, 'none', 'GET /links/mine');
auth_show($srv, 'HS256 old kid', 'GET /links/mine', $bearer(auth_token('HS256', '2025', auth_claims(), $hs($old))));
auth_show($srv, 'HS256 new kid', 'GET /links/mine', $bearer(auth_token('HS256', '2026', auth_claims(), $hs($new))));
auth_show($srv, 'HS256 wrong kid', 'GET /links/mine', $bearer(auth_token('HS256', '2025', auth_claims(), $hs($new))));
auth_show($srv, 'unknown kid', 'GET /links/mine', $bearer(auth_token('HS256', 'gone', auth_claims(), $hs($new))));
auth_show($srv, 'no kid, many keys', 'GET /links/mine', $bearer(auth_token('HS256', null, auth_claims(), $hs($new))));
auth_show($srv, 'RS256', 'GET /links/mine', $bearer(auth_token('RS256', 'rsa', auth_claims(), $rs)));
auth_show($srv, 'EdDSA', 'GET /links/mine', $bearer(auth_token('EdDSA', 'ed', auth_claims(), $eddsa)));
auth_show($srv, 'alg confusion', 'GET /links/mine', $bearer(auth_token('HS256', 'rsa', auth_claims(), $hs($rsaPublic))));
auth_show($srv, 'alg none', 'GET /links/mine', $bearer(b64url('{"alg":"none","kid":"2026"}') . '.' . b64url(json_encode(auth_claims())) . '.'));
auth_show($srv, 'tampered', 'GET /links/mine', $bearer(preg_replace('/\.[^.]+\./', '.' . b64url(json_encode(auth_claims(['sub' => 'root']))) . '.', auth_token('EdDSA', 'ed', auth_claims(), $eddsa))));
auth_show($srv, 'expired in leeway', 'GET /links/mine', $bearer(auth_token('HS256', '2026', auth_claims(['exp' => time() - 10]), $hs($new))));
auth_show($srv, 'expired', 'GET /links/mine', $bearer(auth_token('HS256', '2026', auth_claims(['exp' => time() - 120]), $hs($new))));
auth_show($srv, 'not yet', 'GET /links/mine', $bearer(auth_token('HS256', '2026', auth_claims(['nbf' => time() + 120]), $hs($new))));
auth_show($srv, 'wrong issuer', 'GET /links/mine', $bearer(auth_token('HS256', '2026', auth_claims(['iss' => 'evil']), $hs($new))));
auth_show($srv, 'audience list', 'GET /links/mine', $bearer(auth_token('HS256', '2026', auth_claims(['aud' => ['x', 'shortener']]), $hs($new))));
auth_show($srv, 'wrong audience', 'GET /links/mine', $bearer(auth_token('HS256', '2026', auth_claims(['aud' => 'other']), $hs($new))));
auth_show($srv, 'crit', 'GET /links/mine', $bearer(($crit = b64url('{"alg":"HS256","kid":"2026","crit":["exp"]}') . '.' . b64url(json_encode(auth_claims()))) . '.' . b64url(hash_hmac('sha256', $crit, $new, true))));
auth_show($srv, 'garbage', 'GET /links/mine', $bearer('a.b.c'));
auth_show($srv, 'write scope', 'POST /links', $bearer(auth_token('HS256', '2026', auth_claims(), $hs($new))));
auth_show($srv, 'read only', 'POST /links', $bearer(auth_token('HS256', '2026', auth_claims(['scope' => 'links:read']), $hs($new))));
auth_show($srv, 'anonymous open', 'GET /links/open');
vela_test_stop($srv);
?>
--EXPECT--
none: 401 Unauthorized | Bearer | {"type":"about:blank","title":"Unauthorized","status":401,"detail":"authentication required"}
HS256 old kid: 200 OK | - | {"who":"user-7","scopes":["links:read","links:write"],"name":"Ada"}
HS256 new kid: 200 OK | - | {"who":"user-7","scopes":["links:read","links:write"],"name":"Ada"}
HS256 wrong kid: 401 Unauthorized | Bearer error="invalid_token", error_description="bad signature" | {"type":"about:blank","title":"Unauthorized","status":401,"detail":"bad signature"}
unknown kid: 401 Unauthorized | Bearer error="invalid_token", error_description="unknown kid" | {"type":"about:blank","title":"Unauthorized","status":401,"detail":"unknown kid"}
no kid, many keys: 401 Unauthorized | Bearer error="invalid_token", error_description="unknown kid" | {"type":"about:blank","title":"Unauthorized","status":401,"detail":"unknown kid"}
RS256: 200 OK | - | {"who":"user-7","scopes":["links:read","links:write"],"name":"Ada"}
EdDSA: 200 OK | - | {"who":"user-7","scopes":["links:read","links:write"],"name":"Ada"}
alg confusion: 401 Unauthorized | Bearer error="invalid_token", error_description="alg does not match the key" | {"type":"about:blank","title":"Unauthorized","status":401,"detail":"alg does not match the key"}
alg none: 401 Unauthorized | Bearer error="invalid_token", error_description="malformed token" | {"type":"about:blank","title":"Unauthorized","status":401,"detail":"malformed token"}
tampered: 401 Unauthorized | Bearer error="invalid_token", error_description="bad signature" | {"type":"about:blank","title":"Unauthorized","status":401,"detail":"bad signature"}
expired in leeway: 200 OK | - | {"who":"user-7","scopes":["links:read","links:write"],"name":"Ada"}
expired: 401 Unauthorized | Bearer error="invalid_token", error_description="token expired" | {"type":"about:blank","title":"Unauthorized","status":401,"detail":"token expired"}
not yet: 401 Unauthorized | Bearer error="invalid_token", error_description="token not yet valid" | {"type":"about:blank","title":"Unauthorized","status":401,"detail":"token not yet valid"}
wrong issuer: 401 Unauthorized | Bearer error="invalid_token", error_description="wrong issuer" | {"type":"about:blank","title":"Unauthorized","status":401,"detail":"wrong issuer"}
audience list: 200 OK | - | {"who":"user-7","scopes":["links:read","links:write"],"name":"Ada"}
wrong audience: 401 Unauthorized | Bearer error="invalid_token", error_description="wrong audience" | {"type":"about:blank","title":"Unauthorized","status":401,"detail":"wrong audience"}
crit: 401 Unauthorized | Bearer error="invalid_token", error_description="unsupported crit" | {"type":"about:blank","title":"Unauthorized","status":401,"detail":"unsupported crit"}
garbage: 401 Unauthorized | Bearer error="invalid_token", error_description="malformed token" | {"type":"about:blank","title":"Unauthorized","status":401,"detail":"malformed token"}
write scope: 200 OK | - | {"created_by":"user-7"}
read only: 403 Forbidden | Bearer error="insufficient_scope", scope="links:write" | {"type":"about:blank","title":"Forbidden","status":403,"detail":"missing scope links:write"}
anonymous open: 200 OK | - | {"who":null}
