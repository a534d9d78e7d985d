<?php
namespace App;

return ['bindings' => [
    Store::class => Base::class,
    'App\Missing' => Nowhere::class,
]];
