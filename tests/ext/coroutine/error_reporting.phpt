--TEST--
Vela: Coroutine: a coroutine starts with the INI error_reporting (error_reporting(), ini_set() and ini_restore() set it), never with the spawner's @
--INI--
vela.block_warn_ms=0
error_reporting=E_ALL & ~E_NOTICE
display_errors=1
--FILE--
<?php
use Vela\Coroutine;
function level(string $who): void { echo $who, ": ", error_reporting(), "\n"; }
Vela\run(function () {
    level('ini');
    @Coroutine::spawn(fn () => level('spawned under @'));
    error_reporting(E_ERROR);
    Coroutine::spawn(fn () => level('spawned after error_reporting(E_ERROR)'));
    Coroutine::sleep(0.01);
    ini_set('error_reporting', '0x7');   // hex: read as PHP reads it
    Coroutine::spawn(fn () => level('after ini_set 0x7'));
    ini_set('error_reporting', '010');   // leading zero: octal, as before
    Coroutine::spawn(fn () => level('after ini_set 010'));
    ini_set('error_reporting', (string) E_ALL);
    Coroutine::spawn(fn () => level('after ini_set E_ALL'));
    ini_set('error_reporting', '7');      // one character: an interned string, remembered
    Coroutine::spawn(fn () => level('after ini_set 7'));
    ini_set('error_reporting', '5');
    Coroutine::spawn(fn () => level('after ini_set 5'));
    ini_restore('error_reporting');       // php.ini's value again, as parsed before
    Coroutine::spawn(fn () => level('after ini_restore'));
    Coroutine::spawn(fn () => level('after ini_restore, again'));
});
?>
--EXPECT--
ini: 32759
spawned under @: 32759
spawned after error_reporting(E_ERROR): 1
after ini_set 0x7: 7
after ini_set 010: 8
after ini_set E_ALL: 32767
after ini_set 7: 7
after ini_set 5: 5
after ini_restore: 32759
after ini_restore, again: 32759
