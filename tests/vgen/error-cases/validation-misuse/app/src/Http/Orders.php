<?php
namespace App\Http;

use App\Dto\Order;
use Vela\Attribute\{Body, Post, Query};
use Vela\Validation\Range;

final class Orders
{
    #[Post('/orders/{page}')]
    public function create(#[Body] Order $order, #[Range(min: 1)] int $page): array
    {
        return [$order, $page];
    }
}
