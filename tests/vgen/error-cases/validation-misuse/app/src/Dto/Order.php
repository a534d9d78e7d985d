<?php
namespace App\Dto;

use Vela\Validation\{Choice, Count, Email, Length, ListOf, NotBlank, Range};

final class Order
{
    /** @param list<Missing> $lines */
    public function __construct(
        #[Length(max: 3)] public int $quantity,
        #[Range(min: 1)] public string $code,
        #[Length(min: 5, max: 2)] public string $name,
        #[Count(max: 2)] public string $note,
        #[Choice([1, 2])] public string $size,
        #[Length(max: -1)] public string $label,
        #[Range] public int $level,
        #[ListOf('string')] public string $flags,
        public array $lines = [],
        /** @var list<int> */
        #[Email] public array $ids = [],
        #[NotBlank, Length(max: 2)] public bool $gift = false,
    ) {
    }
}
