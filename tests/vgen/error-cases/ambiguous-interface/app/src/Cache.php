<?php
namespace App;

use Vela\Attribute\{Bind, Controller};

interface Cache {}
final class RedisCache implements Cache {}
final class ArrayCache implements Cache {}

interface Queue {}
#[Bind] final class SqsQueue implements Queue {}
#[Bind(Queue::class)] final class MemoryQueue implements Queue {}

#[Controller]
final class Home
{
    public function __construct(Cache $cache, Queue $queue) {}
}
