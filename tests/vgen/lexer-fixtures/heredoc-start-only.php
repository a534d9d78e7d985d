<?php <<<EOT
