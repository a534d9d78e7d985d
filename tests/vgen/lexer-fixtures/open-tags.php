<html>
<?xml version="1.0"?> <? echo 1 ?> <?phpx <?php?>
<p><?= $title ?></p>
<?PHP echo 1; ?>text after a close tag without newline
<?php echo 2 ?>
after a close tag that ate the newline
<?php	echo 3;?>
crlf eaten<?php
?>