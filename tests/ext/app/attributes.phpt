--TEST--
Vela: Attribute: the attributes vgen reads are real attribute classes
--EXTENSIONS--
vela
--FILE--
<?php
use Vela\Attribute\{Controller, Get, Route, Middleware, Intercept, Value, Query, Cacheable};

#[Controller('/api')]
#[Middleware('A', ['B', 'C'])]
final class Api
{
    #[Get('/users/{id}', name: 'users.show')]
    #[Route(['GET', 'HEAD'], '/u/{id}')]
    #[Intercept('Log', level: 'debug', sample: 2)]
    #[Cacheable(ttl: 30)]
    public function show(#[Query] ?string $lang, #[Value('app.name')] string $name): void {}
}

$class = new ReflectionClass(Api::class);
foreach ([...$class->getAttributes(), ...$class->getMethod('show')->getAttributes()] as $attribute) {
    echo json_encode([get_class($attribute->newInstance()) => get_object_vars($attribute->newInstance())]), "\n";
}
foreach ($class->getMethod('show')->getParameters() as $param) {
    echo json_encode(get_object_vars($param->getAttributes()[0]->newInstance())), "\n";
}
foreach ([Get::class, Controller::class, Query::class] as $attr) {
    $flags = (new ReflectionClass($attr))->getAttributes(Attribute::class)[0]->getArguments()[0];
    echo $attr, ': method ', (int) (bool) ($flags & Attribute::TARGET_METHOD), ' class ',
        (int) (bool) ($flags & Attribute::TARGET_CLASS), ' parameter ',
        (int) (bool) ($flags & Attribute::TARGET_PARAMETER), "\n";
}
?>
--EXPECT--
{"Vela\\Attribute\\Controller":{"prefix":"\/api"}}
{"Vela\\Attribute\\Middleware":{"middleware":["A","B","C"]}}
{"Vela\\Attribute\\Get":{"path":"\/users\/{id}","name":"users.show"}}
{"Vela\\Attribute\\Route":{"methods":["GET","HEAD"],"path":"\/u\/{id}","name":null}}
{"Vela\\Attribute\\Intercept":{"interceptor":"Log","options":{"level":"debug","sample":2}}}
{"Vela\\Attribute\\Cacheable":{"ttl":30,"key":null,"classes":[]}}
{"name":null,"lenient":false}
{"key":"app.name"}
Vela\Attribute\Get: method 1 class 0 parameter 0
Vela\Attribute\Controller: method 0 class 1 parameter 0
Vela\Attribute\Query: method 0 class 0 parameter 1
