<?php
namespace App\Controller;

use Psr\Log\LoggerInterface;
use Vela\Attribute\{Controller, Get};

// An action logging through the container's default logger (the app declares none).
#[Controller]
final class LogController
{
    public function __construct(private LoggerInterface $logger)
    {
    }

    #[Get('/links/{id}', name: 'links.show')]
    public function show(int $id): array
    {
        $this->logger->info('link {id} shown to {user}', ['id' => $id, 'user' => 'ann']);
        $this->logger->debug('below the configured level: dropped');
        return ['id' => $id];
    }

    #[Get('/fail')]
    public function fail(): array
    {
        $this->logger->error('lookup failed', ['exception' => new \RuntimeException('db down')]);
        return ['ok' => false];
    }

    #[Get('/class')]
    public function class(): array
    {
        return ['class' => $this->logger::class, 'psr' => $this->logger instanceof LoggerInterface];
    }
}
