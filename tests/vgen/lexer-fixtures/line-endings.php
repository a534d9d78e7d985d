<?php$a = 1;$b = 'xy';/* ab */// c?>text
<?php
$c
$d; "$e";<<<EOTxEOT;