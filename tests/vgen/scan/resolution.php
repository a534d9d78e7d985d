<?php

// Loadable on purpose: tests/vgen/golden checks vgen's reading of this file
// against PHP's own Reflection (reflect-check.php).

namespace Lib\Contracts {
    interface Named {}
    interface Sized extends \Countable {}
}

namespace Lib\Attr {
    #[\Attribute(\Attribute::TARGET_ALL | \Attribute::IS_REPEATABLE)]
    class Tag { public function __construct(mixed ...$args) {} }
}

namespace Lib\Model {
    use Lib\Contracts\{Named, Sized as Countish};
    use Lib\Attr;
    use Lib\Attr\Tag as T;

    enum Level: int { case Low = 1; case High = 2; }

    abstract class Base implements Named, Countish
    {
        public const LIMIT = 10;
        public function count(): int { return 0; }
    }

    #[T('class', 1), Attr\Tag(name: 'x', list: [1, 'a' => 2.5, 'b' => [true, null]])]
    final class Item extends Base
    {
        public function __construct(
            #[T] public readonly int $id = 0x10,
            protected ?string $label = 'it\'s',
            private Level $level = Level::Low,
            public int|float $weight = -1.5,
        ) {
        }

        #[T(Item::class, namespace\Base::class, \Lib\Contracts\Named::class, self::LIMIT)]
        public function rename(NAMED|null $who, Countish&\Stringable $size, string ...$rest): static
        {
            return $this;
        }

        public function &ref(array &$into = [1, 2, 3], $any = PHP_INT_SIZE, ?T $tag = null): ?array
        {
            return $into;
        }

        public static function make(iterable $from = ['k' => "v\t\x41"], \Closure|null $f = null): self
        {
            return new self();
        }
    }
}
