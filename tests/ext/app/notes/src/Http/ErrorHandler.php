<?php
namespace App\Http;

use App\Note\NoteLocked;
use Vela\Http\{ExceptionHandler, Request, Response};

final class ErrorHandler implements ExceptionHandler
{
    public function handle(\Throwable $exception, Request $request): mixed
    {
        if ($exception instanceof NoteLocked) {
            return Response::json(['error' => ['status' => 409, 'message' => $exception->getMessage()]], 409);
        }
        return null;
    }
}
