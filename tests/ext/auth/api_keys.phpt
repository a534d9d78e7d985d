--TEST--
Vela: Auth\Authenticate: API keys from X-Api-Key or Authorization: Bearer, checked against the app's KeyResolver; #[RequireScope] on a controller and an action (real HTTP)
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/auth.inc';
[$srv, $root] = auth_serve([]);
echo preg_match_all("/'middleware' => [^\n]*\n(        'middleware_args' => [^\n]*)?/", file_get_contents("$root/var/cache/routes.php"), $m) ? implode("\n", array_map('trim', $m[0])) . "\n" : "no routes\n";
auth_show($srv, 'writer header', 'POST /links', ['X-Api-Key' => 'writer.secret']);
auth_show($srv, 'writer bearer', 'POST /links', ['Authorization' => 'Bearer writer.secret']);
auth_show($srv, 'reader', 'POST /links', ['X-Api-Key' => 'reader.secret']);
auth_show($srv, 'wrong secret', 'POST /links', ['X-Api-Key' => 'writer.secreT']);
auth_show($srv, 'unknown id', 'POST /links', ['X-Api-Key' => 'nobody.secret']);
auth_show($srv, 'no dot', 'POST /links', ['X-Api-Key' => 'writersecret']);
auth_show($srv, 'none', 'POST /links');
auth_show($srv, 'basic', 'POST /links', ['Authorization' => 'Basic d3JpdGVyOnNlY3JldA==']);
auth_show($srv, 'group reader', 'GET /admin/stats', ['X-Api-Key' => 'reader.secret']);
auth_show($srv, 'group admin scope', 'GET /admin/purge', ['X-Api-Key' => 'writer.secret']);
auth_show($srv, 'group anonymous', 'GET /admin/stats');
auth_show($srv, 'class and action scopes', 'GET /admin/audit', ['X-Api-Key' => 'writer.secret']);
auth_show($srv, 'class and action scopes again', 'GET /admin/audit', ['X-Api-Key' => 'writer.secret']);
auth_show($srv, 'class scope only', 'GET /admin/audit', ['X-Api-Key' => 'reader.secret']);
auth_show($srv, 'open with key', 'GET /links/open', ['X-Api-Key' => 'writer.secret']);
vela_test_stop($srv);
?>
--EXPECTF--
'middleware' => ['Vela\Auth\Authenticate'],
        'middleware_args' => [0 => ['scopes' => ['links:read']]],
'middleware' => ['Vela\Auth\Authenticate'],
        'middleware_args' => [0 => ['scopes' => ['links:read', 'links:write']]],
'middleware' => ['Vela\Auth\Authenticate'],
        'middleware_args' => [0 => ['scopes' => ['links:read', 'links:admin']]],
'middleware' => [],
'middleware' => ['Vela\Auth\Authenticate'],
'middleware' => ['Vela\Auth\Authenticate'],
        'middleware_args' => [0 => ['scopes' => ['links:write']]],
writer header: 200 OK | - | {"created_by":"writer"}
writer bearer: 200 OK | - | {"created_by":"writer"}
reader: 403 Forbidden | Bearer error="insufficient_scope", scope="links:write" | {"type":"about:blank","title":"Forbidden","status":403,"detail":"missing scope links:write"}
wrong secret: 401 Unauthorized | Bearer error="invalid_token", error_description="unknown API key" | {"type":"about:blank","title":"Unauthorized","status":401,"detail":"unknown API key"}
unknown id: 401 Unauthorized | Bearer error="invalid_token", error_description="unknown API key" | {"type":"about:blank","title":"Unauthorized","status":401,"detail":"unknown API key"}
no dot: 401 Unauthorized | Bearer error="invalid_token", error_description="malformed API key" | {"type":"about:blank","title":"Unauthorized","status":401,"detail":"malformed API key"}
none: 401 Unauthorized | Bearer | {"type":"about:blank","title":"Unauthorized","status":401,"detail":"authentication required"}
basic: 401 Unauthorized | Bearer | {"type":"about:blank","title":"Unauthorized","status":401,"detail":"authentication required"}
group reader: 200 OK | - | {"stats":"reader"}
group admin scope: 403 Forbidden | Bearer error="insufficient_scope", scope="links:admin" | {"type":"about:blank","title":"Forbidden","status":403,"detail":"missing scope links:admin"}
group anonymous: 401 Unauthorized | Bearer | {"type":"about:blank","title":"Unauthorized","status":401,"detail":"authentication required"}
class and action scopes: 200 OK | - | {"lookups":%d}
class and action scopes again: 200 OK | - | {"lookups":1}
class scope only: 403 Forbidden | Bearer error="insufficient_scope", scope="links:write" | {"type":"about:blank","title":"Forbidden","status":403,"detail":"missing scope links:write"}
open with key: 200 OK | - | {"who":null}

