<?php
namespace App;

use Vela\Attribute\Transient;
use Vela\Interceptor\CacheableInterceptor;

/** Code that wants the cache directly: the service #[Cacheable] uses, injected by its class
 *  (#[Transient] only makes it a service the test can ask the container for). */
#[Transient]
class Names
{
    public int $reads = 0;

    public function __construct(public CacheableInterceptor $cache)
    {
    }

    /** Read-through by hand: one bulk get, then the misses read and kept. */
    public function names(array $ids): array
    {
        $found = $this->cache->getMany(array_map(fn ($id) => "name:$id", $ids));
        $names = [];
        foreach ($ids as $id) {
            if (!array_key_exists("name:$id", $found)) {
                $this->reads++;
                $found["name:$id"] = "user $id";
                $this->cache->set("name:$id", $found["name:$id"], 60);
            }
            $names[$id] = $found["name:$id"];
        }
        return $names;
    }
}
