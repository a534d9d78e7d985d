<?php

declare(strict_types=1);

// The `vela` test of the entry: `vgen compile && php server.php`. Port,
// workers and the database come from the environment (config/app.php,
// config/database.php); bench/techempower/serve sets them.

$container = require __DIR__ . '/bootstrap/app.php';
(new \Vela\App(__DIR__, $container))->run();
