<?php
return ['name' => 'throttle-routes', 'host' => '127.0.0.1', 'port' => 0, 'workers' => 0];
