<?php
''; 'a'; 'it\'s'; 'back\\slash'; '\n is not a newline'; 'a
multi
line'; b'binary'; B'BINARY'; '$not_a_var {$neither}'; '
'; '\'; 'x';
