<?php
`ls`; `ls $dir`; `echo {$a} ${b} $c[0] $d->e`; `esc \` quote`; ``; `multi
line`; b`not a prefix`;
