<?php
namespace App;

use Vela\Attribute\Controller;

interface Transport {}

#[Controller]
final class Mailer
{
    public function __construct(private Transport $transport, private \Psr\SimpleCache\CacheInterface $cache) {}
}
