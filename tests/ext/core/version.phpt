--TEST--
Vela: version() matches phpversion('vela')
--EXTENSIONS--
vela
--FILE--
<?php
var_dump(Vela\version() === phpversion('vela'));
var_dump((bool) preg_match('/^\d+\.\d+\.\d+$/', Vela\version()));
?>
--EXPECT--
bool(true)
bool(true)
