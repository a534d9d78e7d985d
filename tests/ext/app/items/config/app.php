<?php
return ['name' => 'items'];
