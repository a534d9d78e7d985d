<?php
namespace App;

use Vela\Attribute\Controller;

#[Controller]
final class Home
{
    public function __construct(Mailer $mailer, Other\Thing $thing) {}
}

// A second class in Home.php: Composer looks for App\Mailer in src/Mailer.php.
final class Mailer {}
