<?php
__halt_compiler(
'a
b'
)rest
more