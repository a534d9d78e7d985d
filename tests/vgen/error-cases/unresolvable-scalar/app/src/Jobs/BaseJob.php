<?php
namespace App\Jobs;

abstract class BaseJob
{
    public function __construct(protected string $queue) {}
}
