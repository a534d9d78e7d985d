<?php
// An invalid \u{...} escape stops PHP's line counting inside the string.
$a = "a\u{zz}
b"; $b;
$c = "\u{41}
"; $d;
$e = `\u{zz}
$a
`; $f;
$g = "\\u{zz}
"; $h;
$i = "
\u{zz}
$a
\u{}
"; $j;
$k = "\u{10FFFF}
"; $l = "\u{110000}
"; $m = "\u{0000000000000000000000041}
"; $n = "\u
"; $o = "\u{
}"; $p;
$q = <<<EOT
\u{zz}
b$c
d
EOT;
$r;
