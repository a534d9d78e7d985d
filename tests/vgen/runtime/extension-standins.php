<?php

declare(strict_types=1);

// Without the extension (lib.php loads this only then): stand-ins for the
// extension classes the skeleton's services are typed with (pools, the URL
// generator, the middleware interface), so its container can be built in
// plain PHP; the services only store them.

namespace Vela\Pg {
    class Pool {}
}

namespace Vela\Redis {
    class Pool {}
    class Cluster {}
}

namespace Vela\Http {
    class Request {}
    class Next {}
    class UrlGenerator {}
    interface Middleware
    {
        public function process(Request $request, Next $next): mixed;
    }
}
