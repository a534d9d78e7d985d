<?php
$a = <<<EOT
body
EOT