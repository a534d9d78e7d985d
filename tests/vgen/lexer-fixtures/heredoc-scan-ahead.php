<?php
// PHP scans a heredoc body ahead for its closing label's indentation and
// gives up at the first error; T_END_HEREDOC then has the wrong length.
$a = <<<EOT
  {$a)}
  EOT;
$b = <<<ABCDEF
    {$a]}
    ABCDEF;
$c = <<<EOT
  {$x["\u{zz}"]}
  EOT;
$d = <<<EOT
  {$x[`\u{110000}`]}
  EOT;
$e = <<<EOT
  {$a(]}
  EOT;
$f = <<<EOT
  ${a)}
  EOT;
$g = <<<EOT
  $a[)]
  EOT;
$h = <<<EOT
  {$x[<<<B
 	     B]}
  EOT;
$i = <<<EOT
  {$x[<<<'B'
      b
 	     B]}
  EOT;
$j = <<<EOT
  x
 	 EOT;
$k = <<<'EOT'
  {$a)}
  EOT;
$l = <<<EOT
  {$a#[
]}
  EOT;
$m = <<<EOT
  \u{zz}
  EOT;
