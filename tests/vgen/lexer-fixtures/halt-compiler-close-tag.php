<?php
__HALT_COMPILER /* c */ ( ) ?>
raw
<?php echo 'not code';