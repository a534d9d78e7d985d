<?php
$a = <<<EOT
plain line
EOT;
$b = <<<EOT
  indented $var and {$arr['k']} and ${name} and $arr[0] and $obj->prop
  EOTX is not the end, nor is EOT_, nor EOT1
    EOT;
$c = <<<"QUOTED"
\$escaped \\ \t $v
QUOTED;
$d = <<<EOT
EOT;
$e = <<<  EOT
	x
	EOT;
$f = b<<<EOT
$x
EOT . <<<EOT2
{$x}
EOT2;
$g = [<<<A
  one
  A, <<<B
  two
  B];
$h = <<<EOT
outer {$x[<<<INNER
  inner $y
  INNER]} tail
EOT;
$i = <<<EOT
$var
EOT;
$j = <<<EOT
ends with a var $x
EOT;
$k = <<<EOT
 a
	b
 EOT;
$l = <<<EOT
EOT
;
$m = <<<EOT
line\
EOT;
$n = <<<eot
EOT
eot;
func(<<<EOT
  arg
  EOT, 2);
