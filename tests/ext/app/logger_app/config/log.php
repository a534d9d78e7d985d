<?php
return ['level' => 'info'];
