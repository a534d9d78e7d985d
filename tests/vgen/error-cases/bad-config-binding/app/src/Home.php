<?php
namespace App;

use Vela\Attribute\Controller;

interface Store {}
abstract class Base implements Store {}

#[Controller]
final class Home
{
    public function __construct(Store $store) {}
}
