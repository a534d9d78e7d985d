<?php
(int)$a; (integer)$a; (bool)$a; (boolean)$a; (float)$a; (double)$a; (real)$a; (string)$a; (binary)$a;
(array)$a; (object)$a; (unset)$a; ( int )$a; (	INT	)$a; (  Float  )$a; (int
)$a; ( in t)$a; (obj)$a; (int) $a; ((int)$a); (Array)$a; (STRING)$a; (integer )$a;
