<?php

declare(strict_types=1);

// Runtime behaviour of the constraints vgen compiles (fixtures/validation):
// the same binders.php with the polyfill's Vela\Binder and with the C one.
// Usage: php validation.php APP_ROOT

require __DIR__ . '/lib.php';

$root = $argv[1];
autoload_app($root);
require "$root/var/cache/container.php";
require "$root/var/cache/binders.php";

use Vela\Generated\Binders;

$c = new \Vela\Generated\Container();
$create = 'Shop\Http\ArticleController::create';
$valid = ['title' => 'Ünïcode title', 'slug' => 'a-b', 'contact' => 'a@example.org', 'rating' => 3];

$args = Binders::bind($create, new FakeRequest([], [], [], $valid + ['tags' => ['ab'], 'coauthors' => [['name' => 'Bo']]]), $c);
check('validation: a valid body hydrates, with a list<Dto>', $args['article']->coauthors[0] instanceof \Shop\Dto\Author
    && $args['article']->tags === ['ab'], $args);
$f = bind_failure($create, new FakeRequest([], [], [], ['title' => ' ', 'slug' => 'A', 'contact' => 'x', 'rating' => 6,
    'status' => 'x', 'tags' => ['a'], 'homepage' => 'ftp://x', 'weight' => 0, 'related' => [0], 'coauthors' => [[]]]), $c);
check('validation: every constraint fails together, with field paths', $f?->status === 422 && $f->errors === [
    'title' => 'must not be blank', 'slug' => 'must match /^[a-z0-9]+(?:-[a-z0-9]+)*$/', 'contact' => 'must be an e-mail address',
    'rating' => 'must be from 1 to 5', 'status' => 'is not a known status', 'tags.0' => 'must be 2 to 10 characters long',
    'homepage' => 'must be an http or https URL', 'weight' => 'must be at least 0.5', 'coauthors.0.name' => 'is required',
    'related.0' => 'must be at least 1',
], $f?->errors);
$f = bind_failure($create, new FakeRequest([], [], [], ['rating' => '3'] + $valid), $c);
check('validation: JSON is strict', $f?->errors === ['rating' => 'must be an integer'], $f?->errors);
$args = Binders::bind('Shop\Http\ArticleController::lenient', new FakeRequest([], [], [], ['rating' => '3'] + $valid), $c);
check('validation: #[Body(coerce: true)] converts strings', $args['article']->rating === 3, $args);
exit($GLOBALS['failures'] > 0 ? 1 : 0);
