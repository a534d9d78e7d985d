<?php
$a = <<<EOT
  body $x
  EOTX
