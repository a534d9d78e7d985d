<?php
__halt_compiler __halt_compiler(); echo "not code";
