<?php
namespace App;

use Vela\Attribute\Cacheable;

/** #[Cacheable] methods whose keys and stored values an attacker would like to choose. */
class Acl
{
    public int $reads = 0;

    #[Cacheable(60, key: 'acl:{0}:{1}')]
    public function can(string $user, string $permission): bool
    {
        $this->reads++;
        return $user === 'root';
    }

    #[Cacheable(60, key: 'profile:{0}', classes: [\DateTimeImmutable::class])]
    public function profile(string $user): ?Profile
    {
        $this->reads++;
        return new Profile($user, new \DateTimeImmutable('2026-01-02'));
    }

    #[Cacheable(60, key: 'rows:{0}')]
    public function rows(string $user): array
    {
        $this->reads++;
        return ['user' => $user];
    }

    #[Cacheable(60, key: 'since:{0}', classes: [\DateTimeImmutable::class])]
    public function since(string $user): array
    {
        $this->reads++;
        return [new \DateTimeImmutable('2026-01-02')];
    }

    #[Cacheable(60, key: 'objects:{0}')]
    public function objects(string $user): array
    {
        $this->reads++;
        return [new Profile($user, null)];
    }

    #[Cacheable(60)]
    public function typed(mixed $value): string
    {
        $this->reads++;
        return get_debug_type($value);
    }
}
