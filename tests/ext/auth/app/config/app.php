<?php
return ['name' => 'auth', 'debug' => false, 'json_api' => true, 'host' => '127.0.0.1', 'port' => 0,
    'workers' => 0];
