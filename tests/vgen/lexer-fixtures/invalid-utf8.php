<?php
$s = "ÿþ"; $t = 'Ã('; $été = 1; // í € surrogate
/* ô€€ too big */ $u = "â‚¬ ok"; $v = "À¯ overlong";
?>
é
