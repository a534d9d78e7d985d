<?php
namespace App;

/** A cacheable value object; its property's class must be allowed too. */
final class Profile
{
    public function __construct(public string $user, public ?\DateTimeImmutable $since)
    {
    }
}
