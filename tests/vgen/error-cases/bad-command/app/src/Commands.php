<?php
namespace App;

use Vela\Attribute\Command;

#[Command('Links:Purge')]
final class BadName
{
    public function __invoke(): int { return 0; }
}

#[Command('links:purge', description: self::TEXT)]
final class DynamicDescription
{
    const TEXT = 'x';
    public function __invoke(): int { return 0; }
}

#[Command('links:none')]
final class NoMethod
{
    public function run(): int { return 0; }
}

#[Command('links:types')]
final class BadTypes
{
    public function __invoke(array $ids, \DateTimeImmutable $since, bool $force, int $limit = PHP_INT_MAX, string ...$rest): string
    {
        return '';
    }
}

#[Command('links:ok')]
final class First
{
    public function __invoke(int $days = 30): void {}
}

#[Command('links:ok')]
final class Second
{
    public function handle(): int { return 0; }
}

#[Command('links:abstract')]
abstract class Base
{
    public function __invoke(): int { return 0; }
}
