<?php
return ['limit' => 3, 'per' => '1h'];
