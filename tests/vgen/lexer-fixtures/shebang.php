#!/usr/bin/env php
<?php
echo 'shebang lines are inline HTML for token_get_all';
