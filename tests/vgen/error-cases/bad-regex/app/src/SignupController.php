<?php
namespace App;

use Vela\Attribute\{Body, Post};

final class SignupController
{
    #[Post('/signup')]
    public function create(#[Body] Signup $signup): Signup
    {
        return $signup;
    }
}
