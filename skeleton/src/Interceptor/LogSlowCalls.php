<?php

declare(strict_types=1);

namespace App\Interceptor;

use Vela\Interceptor\MethodInterceptor;

/**
 * Around a method (#[Intercept(LogSlowCalls::class, ms: 200)]): logs calls
 * slower than `ms` milliseconds. vgen compiles it into a proxy subclass; no
 * reflection at run time.
 */
final class LogSlowCalls implements MethodInterceptor
{
    public function intercept(object $target, string $method, array $args, \Closure $proceed, array $options): mixed
    {
        $started = hrtime(true);
        try {
            return $proceed();
        } finally {
            $ms = (hrtime(true) - $started) / 1e6;
            if ($ms >= ($options['ms'] ?? 100)) {
                error_log(sprintf('slow call: %s::%s took %.1f ms', $target::class, $method, $ms));
            }
        }
    }
}
