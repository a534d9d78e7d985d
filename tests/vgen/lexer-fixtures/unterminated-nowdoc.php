<?php
$a = <<<'EOT'
body
   