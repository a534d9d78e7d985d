<?php
// bench/app's PSR lines: PSR-15's interfaces (as Composer installs them) and
// Nyholm's PSR-7 autoloader, prepended as an app's bootstrap would load them.
require __DIR__ . '/../../tests/ext/psr/psr15.inc';
require '/usr/share/php/Nyholm/Psr7/autoload.php';
