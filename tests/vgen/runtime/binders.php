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

$good = ['name' => 'Ada', 'age' => 36, 'admin' => true, 'tags' => ['x', 'y'], 'address' => ['street' => 'Main', 'zip' => 1000]];
$request = new FakeRequest([], [], ['Authorization' => 'Bearer t'], $good);
$args = Binders::bind("$ctl::create", $request, $c);
$user = $args['user'];
check('binders: #[Body] hydrates a DTO with a nested DTO', $user instanceof \Api\Dto\NewUser && $user->age === 36
    && $user->address instanceof \Api\Dto\Address && $user->address->zip === 1000 && $user->billing === null, $user);
check('binders: the request and a header are injected', $args['request'] === $request && $args['authorization'] === 'Bearer t');
$f = bind_failure("$ctl::create", new FakeRequest([], [], ['Authorization' => 'x'], ['age' => 'old', 'score' => 'high', 'tags' => [[1]], 'address' => ['zip' => 'z'], 'billing' => 5]), $c);
check('binders: every validation error is collected into one 422', $f?->status === 422 && $f->errors === [
    'name' => 'is required', 'age' => 'must be an integer', 'score' => 'must be a number', 'tags.0' => 'must be a string',
    'address.street' => 'is required', 'address.zip' => 'must be an integer', 'billing' => 'must be an object',
], $f?->errors);
$f = bind_failure("$ctl::create", new FakeRequest([], [], ['Authorization' => 'x'], ['age' => '36', 'tags' => [1]] + $good), $c);
check('binders: a JSON body is strict ("36" is no int, 1 no string)', $f?->status === 422
    && $f->errors === ['age' => 'must be an integer', 'tags.0' => 'must be a string'], $f?->errors);
$form = ['Authorization' => 'x', 'Content-Type' => 'application/x-www-form-urlencoded'];
$args = Binders::bind("$ctl::create", new FakeRequest([], [], $form, ['age' => '36', 'admin' => 'on'] + $good), $c);
check('binders: form fields are strings, converted', $args['user']->age === 36 && $args['user']->admin === true, $args['user']);
$f = bind_failure("$ctl::create", new FakeRequest([], [], [], $good), $c);
check('binders: a missing required header is a 400', $f?->status === 400 && $f->errors === ['authorization' => 'is required'], $f?->errors);
$f = bind_failure("$ctl::create", new FakeRequest([], [], ['Authorization' => 'x'], 'not json'), $c);
check('binders: a body that is not an object is a 422', $f?->status === 422 && $f->errors === ['body' => 'must be an object'], $f?->errors);

$args = Binders::bind("$ctl::tag", new FakeRequest(['id' => '5', 'tag' => 'red'], [], [], ['on' => true]), $c);
check('binders: several placeholders in any order, and #[Body] array', $args === ['tag' => 'red', 'id' => 5, 'patch' => ['on' => true]], $args);
$args = Binders::bind("$ctl::byStatus", new FakeRequest(['status' => 'banned'], ['level' => '2']), $c);
check('binders: backed enums from the path (string) and the query (int)', $args === ['status' => \Api\Dto\Status::Banned, 'level' => \Api\Dto\Level::High], $args);
$f = bind_failure("$ctl::byStatus", new FakeRequest(['status' => 'gone']), $c);
check('binders: a path value that is no enum case is a 404', $f?->status === 404 && $f->errors === ['status' => 'must be one of the allowed values'], $f?->errors);
$f = bind_failure("$ctl::byStatus", new FakeRequest(['status' => 'active'], ['level' => '7']), $c);
check('binders: a query value that is no enum case is a 400', $f?->status === 400 && $f->errors === ['level' => 'must be one of the allowed values'], $f?->errors);
$args = Binders::bind("$ctl::create", new FakeRequest([], [], ['Authorization' => 'x'], $good + ['status' => 'banned']), $c);
check('binders: a DTO enum field is hydrated, and defaults when absent', $args['user']->status === \Api\Dto\Status::Banned
    && Binders::bind("$ctl::create", new FakeRequest([], [], ['Authorization' => 'x'], $good), $c)['user']->status === \Api\Dto\Status::Active);
$f = bind_failure("$ctl::create", new FakeRequest([], [], ['Authorization' => 'x'], $good + ['status' => 'x']), $c);
check('binders: a DTO enum field with no such case is a 422', $f?->status === 422 && $f->errors === ['status' => 'must be one of the allowed values'], $f?->errors);

$args = Binders::bind("$ctl::health", new FakeRequest(), $c);
check('binders: a service parameter comes from the container', $args['self'] === $c->get($ctl));
exit($GLOBALS['failures'] > 0 ? 1 : 0);
