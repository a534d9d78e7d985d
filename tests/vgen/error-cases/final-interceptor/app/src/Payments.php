<?php
namespace App;

use Vela\Attribute\{Intercept, Lazy, Transactional};

#[Transactional]
final class Payments
{
    public function pay(): void {}
}

class Refunds
{
    #[Intercept(Audit::class)]
    final public function refund(): void {}
}

final class Audit {}

#[Lazy]
final class Heavy {}
