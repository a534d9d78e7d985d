<?php
$a = <<<EOT
  line $x
  {$y}
  EOT;
$b = <<<'N'
n
N;
echo "a
b";
// comment
/* c
 */
?>
<?php
