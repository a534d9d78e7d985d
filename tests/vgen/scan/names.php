<?php

declare(strict_types=1);

namespace Acme\Billing;

use Acme\Contracts\{Invoice, Payable as Pay, Sub\Thing};
use Acme\Attr;
use Acme\Attr\Marker as M;
use function Acme\Util\format;
use const Acme\Util\VERSION;

#[Attr\Tag('x'), M, \Acme\Attr\Full, namespace\Local]
abstract class Base implements Invoice, Pay, Thing\Inner, \Countable, Countable
{
    public function __construct(
        protected Pay $payable,
        self|Attr\Tag|null $other = null,
        \DateTimeInterface&\JsonSerializable $when = null,
        int|string $id = 0,
    ) {
    }

    public function total(?INVOICE $i, iterable $items = [], callable ...$cbs): static
    {
        return $this;
    }
}

namespace Acme\Other;

use Acme\Billing\Base;

final class Child extends Base
{
    public const NAME = 'child';

    public function __construct() { parent::__construct(new \stdClass()); }

    public function &refs(array &$list, mixed $x = Base::class, int $n = PHP_INT_MAX, $m = self::NAME): ?Base
    {
        return $list;
    }
}
