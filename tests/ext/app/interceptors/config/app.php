<?php
return ['name' => 'interceptors'];
