<?php
return ['name' => 'errors', 'debug' => false, 'host' => '127.0.0.1', 'port' => 0, 'workers' => 0,
    'server' => ['max_form_fields' => 1]];
