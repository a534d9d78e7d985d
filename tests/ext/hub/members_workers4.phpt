--TEST--
Vela: Hub: without Redis, members() lists the distinct ids joined to a topic in all 4 workers of the instance, the same on every worker (ids with spaces, '|', unicode, NUL, "0"); an id leaves with its last connection and with a worker killed by SIGKILL; past members_max it throws; empty and long ids are refused
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/members.inc';
members_test_run(4);
?>
--EXPECT--
joined in 4 workers, alice in 2 or more: true
every worker lists the 6 ids once each: true
presence() still counts every connection, those without an id too: true
bob|x left with its last connection, everywhere: true
alice, down to one connection, is still listed: true
past members_max every worker says so: true
back under it, the list again: true
an empty id is refused: refused ValueError: Vela\Hub::join(): Argument #3 ($id) must not be empty (null: no id)
a long id is refused: refused ValueError: Vela\Hub::join(): Argument #3 ($id) must be at most 1024 bytes
after a SIGKILL the worker's ids are gone, the others' stay: true
all gone, every worker lists none: true
exit 0
the relay logged no drop or refusal: true
