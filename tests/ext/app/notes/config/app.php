<?php
return ['name' => 'notes', 'debug' => getenv('NOTES_DEBUG') === '1', 'notes' => ['maximum' => 3]];
