<?php

return ['default' => ['dsn' => getenv('DATABASE_URL') ?: 'postgresql://app@127.0.0.1:5432/app', 'max' => 8]];
