<?php

declare(strict_types=1);

// Runtime behaviour of generated binders (fixtures/binders) against a fake
// request: casts, defaults, 404/400/422 failures and DTO hydration.
// Usage: php binders.php APP_ROOT

require __DIR__ . '/lib.php';

$root = $argv[1];
autoload_app($root);
require "$root/var/cache/container.php";
require "$root/var/cache/binders.php";

use Vela\Generated\Binders;

$c = new \Vela\Generated\Container();
$ctl = 'Api\Http\UserController';

$args = Binders::bind("$ctl::show", new FakeRequest(['id' => '42'], ['fields' => 'a,b'], ['x-trace-id' => 't1']), $c);
check('binders: path int, query and header', $args === ['id' => 42, 'fields' => 'a,b', 'trace' => 't1'], $args);
$f = bind_failure("$ctl::show", new FakeRequest(['id' => 'abc']), $c);
check('binders: a path parameter that is not an int is a 404', $f?->status === 404 && $f->errors === ['id' => 'must be an integer'], $f?->errors);

$args = Binders::bind("$ctl::list", new FakeRequest([], ['page' => '3', 'active' => 'no', 'min' => '2.5', 'ids' => ['1', '2']]), $c);
check('binders: query casts (int, bool, float, array)', $args === ['page' => 3, 'active' => false, 'min' => 2.5, 'ids' => ['1', '2']], $args);
$args = Binders::bind("$ctl::list", new FakeRequest(), $c);
check('binders: absent optional parameters keep their defaults', $args === [], $args);
check('binders: the action accepts the bound arguments', (new \Api\Http\UserController())->list(...$args)['order'] === 'name');
$f = bind_failure("$ctl::list", new FakeRequest([], ['sort' => ['x']]), $c);
check('binders: a malformed query parameter is a 400 naming its query key', $f?->status === 400 && $f->errors === ['sort' => 'must be a string'], $f?->errors);

$good = ['name' => 'Ada', 'age' => '36', 'admin' => true, 'tags' => ['x', 1], 'address' => ['street' => 'Main', 'zip' => 1000]];
$request = new FakeRequest([], [], ['Authorization' => 'Bearer t'], $good);
$args = Binders::bind("$ctl::create", $request, $c);
$user = $args['user'];
check('binders: #[Body] hydrates a DTO with a nested DTO', $user instanceof \Api\Dto\NewUser && $user->age === 36
    && $user->address instanceof \Api\Dto\Address && $user->address->zip === 1000 && $user->billing === null, $user);
check('binders: the request and a header are injected', $args['request'] === $request && $args['authorization'] === 'Bearer t');
$f = bind_failure("$ctl::create", new FakeRequest([], [], ['Authorization' => 'x'], ['age' => 'old', 'score' => 'high', 'tags' => [[1]], 'address' => ['zip' => 'z'], 'billing' => 5]), $c);
check('binders: every validation error is collected into one 422', $f?->status === 422 && $f->errors === [
    'name' => 'is required', 'age' => 'must be an integer', 'score' => 'must be a number', 'tags' => 'must be a list of scalars',
    'address.street' => 'is required', 'address.zip' => 'must be an integer', 'billing' => 'must be an object',
], $f?->errors);
$f = bind_failure("$ctl::create", new FakeRequest([], [], [], $good), $c);
check('binders: a missing required header is a 400', $f?->status === 400 && $f->errors === ['authorization' => 'is required'], $f?->errors);
$f = bind_failure("$ctl::create", new FakeRequest([], [], ['Authorization' => 'x'], 'not json'), $c);
check('binders: a body that is not an object is a 422', $f?->status === 422 && $f->errors === ['body' => 'must be an object'], $f?->errors);

$args = Binders::bind("$ctl::tag", new FakeRequest(['id' => '5', 'tag' => 'red'], [], [], ['on' => true]), $c);
check('binders: several placeholders in any order, and #[Body] array', $args === ['tag' => 'red', 'id' => 5, 'patch' => ['on' => true]], $args);
$args = Binders::bind("$ctl::health", new FakeRequest(), $c);
check('binders: a service parameter comes from the container', $args['self'] === $c->get($ctl));
exit($GLOBALS['failures'] > 0 ? 1 : 0);
