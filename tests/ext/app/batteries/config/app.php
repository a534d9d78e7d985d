<?php
return ['name' => 'batteries'];
