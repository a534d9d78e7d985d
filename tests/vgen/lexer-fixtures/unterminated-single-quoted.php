<?php
$a = 'never \' closed
