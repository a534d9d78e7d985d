<?php
$a = "never closed $x
 and more