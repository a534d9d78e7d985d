<?php
namespace App;

use Vela\Attribute\{Body, Controller, Get, Inject, Post, Query};
use Vela\Http\{BadRequestException, HttpException, Request, ServiceUnavailableException, ValidationException};
use Vela\Redis\Pool;

/** One route per error answer Vela\App makes (tests/ext/app/error_bodies.phpt). */
#[Controller]
final class ErrorsController
{
    public function __construct(#[Inject('redis.cache')] private Pool $cache)
    {
    }

    #[Get('/queries')]
    public function queries(#[Query] int $queries = 1): array
    {
        return ['queries' => $queries];
    }

    #[Post('/links')]
    public function links(#[Body] NewLink $link): array
    {
        return ['url' => $link->url];
    }

    #[Post('/upload')]
    public function upload(Request $request): array
    {
        return ['files' => count($request->files()), 'fields' => count($request->form())];
    }

    #[Post('/notes')]
    public function notes(): array
    {
        throw new ValidationException(['title' => 'must not be blank', 'tags.1' => 'is too long']);
    }

    #[Get('/hello/{name}')]
    public function hello(string $name): array
    {
        return ['hello' => $name];
    }

    #[Get('/busy')]
    public function busy(): array
    {
        throw new ServiceUnavailableException('try again soon');
    }

    #[Get('/cache')]
    public function cache(): array
    {
        return ['cached' => $this->cache->get('vela:errors-test')];
    }

    #[Get('/tags/{tag:[a-z]+}')]
    public function tag(string $tag): array
    {
        return ['tag' => $tag];
    }

    /** The frames below the action, as an exception's trace or a debugger shows them. */
    #[Get('/trace')]
    public function trace(): array
    {
        return ['frames' => array_map(fn (array $f) => ($f['class'] ?? '') . ($f['type'] ?? '') . $f['function'],
            debug_backtrace())];
    }

    #[Get('/slow')]
    public function slow(): array
    {
        throw new HttpException(429, 'slow down', ['Retry-After' => 30, 'X-Limit' => '10', 'X-Odd' => 1.5]);
    }

    /** An app's own message that echoes what the client sent (any bytes). */
    #[Get('/echo')]
    public function echo(#[Query] string $q): array
    {
        throw new BadRequestException("no such thing: $q");
    }

    #[Get('/echo/fields')]
    public function echoFields(#[Query] string $q): array
    {
        throw new ValidationException(['q' => "bad value $q", 'list' => [$q]]);
    }

    #[Get('/bug')]
    public function bug(): array
    {
        throw new \LogicException('a bug');
    }
}
