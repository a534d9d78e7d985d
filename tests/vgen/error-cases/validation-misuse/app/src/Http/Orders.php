<?php
namespace App\Http;

use App\Dto\Order;
use Vela\Attribute\{Body, Post, Query};
use Vela\Validation\Range;

final class Orders
{
    #[Post('/orders')]
    public function create(#[Body] Order $order, #[Query, Range(min: 1)] int $page = 1): array
    {
        return [$order, $page];
    }
}
