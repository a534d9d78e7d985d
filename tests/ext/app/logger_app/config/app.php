<?php
return ['host' => '127.0.0.1', 'port' => 0, 'workers' => 0, 'server' => ['request_id' => true]];
