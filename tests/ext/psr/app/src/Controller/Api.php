<?php
namespace App\Controller;

use App\Http\{Auth, Probe, Rewrite};
use Nyholm\Psr7\Response as PsrResponse;
use Psr\Http\Message\{ResponseInterface, ServerRequestInterface, UploadedFileInterface};
use Vela\Attribute\{Controller, Get, Middleware, Post};
use Vela\Http\{Request, Response};

#[Controller]
final class Api
{
    /** What the chain below the PSR-15 middleware saw. */
    #[Get('/hello/{name}'), Middleware(Auth::class)]
    public function hello(Request $request, string $name): array
    {
        return [
            'name' => $name,
            'via' => $request->header('x-via'),
            'attributes' => $request->attributes(),
            'query' => $request->query(),
        ];
    }

    #[Post('/echo')]
    public function echo(Request $request): array
    {
        return ['body' => $request->body(), 'form' => $request->form(), 'type' => $request->header('content-type')];
    }

    /** Never reached: Probe answers. */
    #[Get('/probe/{id}'), Post('/probe/{id}'), Middleware(Probe::class)]
    public function probe(int $id): string
    {
        return "the action ran for $id";
    }

    /** What the chain saw after Rewrite changed the request. */
    #[Post('/rewritten'), Middleware(Rewrite::class)]
    public function rewritten(Request $request): array
    {
        return ['method' => $request->method(), 'query' => $request->query(), 'body' => $request->body(),
                'form' => $request->form(), 'uri' => $request->uri()];
    }

    /** A multipart upload as PSR-7 uploaded files: the field tree, names, types, sizes, contents. */
    #[Post('/upload')]
    public function upload(ServerRequestInterface $request): array
    {
        $show = function ($node) use (&$show) {
            if ($node instanceof UploadedFileInterface) {
                return [$node->getClientFilename(), $node->getClientMediaType(), $node->getSize(), $node->getError(),
                    $node->getError() === UPLOAD_ERR_OK ? (string) $node->getStream() : null];
            }
            return array_map($show, $node);
        };
        return ['files' => $show($request->getUploadedFiles()), 'fields' => $request->getParsedBody()];
    }

    /** A PSR-7 response from an action. */
    #[Get('/psr')]
    public function psr(): ResponseInterface
    {
        return (new PsrResponse(201, ['Content-Type' => 'text/plain', 'X-Multi' => ['a', 'b']], 'made by nyholm'))
            ->withAddedHeader('Set-Cookie', 'a=1')->withAddedHeader('Set-Cookie', 'b=2');
    }

    /** A streamed Vela body: the PSR-15 middleware's headers land on it, the stream is kept. */
    #[Get('/stream')]
    public function stream(): Response
    {
        return Response::stream(function (Response $r) { $r->write('chunk 1;'); $r->write('chunk 2'); });
    }
}
