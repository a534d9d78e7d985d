<?php
namespace App\Http;
namespace\Sub\Name; namespace \Absolute; \Foo; \Foo\Bar\Baz; Foo\Bar; Foo\list\class;
use Foo\{Bar, Baz\Qux}; new \DateTime(); \strlen('x'); Foo \ Bar; Foo\ ; \ ;
namespace\Foo\Bar; NAMESPACE\X; namespacex\y; \namespace\x;
