<?php
namespace App;

final class Broken
{
    public function ok(): void {}

    public function bad(int $a, { }
}
