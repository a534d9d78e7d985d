<?php
$a = <<<'EOT'
no $interpolation {$here} ${at} all \ \\
EOT;
$b = <<<'EOT'
    indented
    EOT;
$c = <<<'EOT'
EOT;
$d = <<< 'EOT'
x
EOTX
EOT;
$e = [<<<'A'
  a
  A];
