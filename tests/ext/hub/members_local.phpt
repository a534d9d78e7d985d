--TEST--
Vela: Hub: members() in one process: ids listed once however many connections carry them, anonymous joins only counted; leave() and a second join (false, the id kept) behave; members_max is an option checked like the others and past it members() throws
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/relay.inc';
foreach ([['members_max' => 0], ['members_max' => '3'], ['member_max' => 3]] as $options) {
    try {
        new Vela\Hub(null, $options);
    } catch (Vela\Hub\Exception $e) {
        echo $e->getMessage(), "\n";
    }
}
echo "no joins, no members: ", json_encode((new Vela\Hub())->members('room')), "\n";

$srv = relay_test_server(['workers' => 0], ['members_max' => 3]);
[$a1] = relay_test_join($srv, 'alice');
[$a2] = relay_test_join($srv, 'alice');
[$b] = relay_test_join($srv, 'bob');
[$anon] = relay_test_join($srv);
echo "two of alice, bob, one anonymous: ", relay_test_get($srv, '/members'), " / ", relay_test_get($srv, '/presence'), "\n";
echo "alice's second joins again as carol: ", relay_test_say($a2, 'join carol'), "\n";
echo "still alice and bob: ", relay_test_get($srv, '/members'), "\n";
echo "alice's first leaves: ", relay_test_say($a1, 'leave'), "\n";
echo "her second holds her: ", relay_test_get($srv, '/members'), "\n";
echo "and leaves: ", relay_test_say($a2, 'leave'), "\n";
echo "bob alone: ", relay_test_get($srv, '/members'), " / ", relay_test_get($srv, '/presence'), "\n";
echo "the anonymous joins (again) as dave: ", relay_test_say($anon, 'join dave'), "\n";
echo "left alice joins as erin: ", relay_test_say($a1, 'join erin'), ", as frank: ", relay_test_say($a2, 'join frank'), "\n";
echo "bob, erin, frank (3, the cap): ", relay_test_get($srv, '/members'), "\n";
[$g] = relay_test_join($srv, 'grace');
echo "a fourth: ", preg_replace('/^\d+ /', '', relay_test_get($srv, '/members')), "\n";
fclose($g);
for ($i = 0; $i < 100 && str_contains($said = relay_test_get($srv, '/members'), 'error'); $i++) {
    usleep(10000);
}
echo "grace gone, under the cap again: ", $said, "\n";
foreach ([$a1, $a2, $b, $anon] as $fp) {
    fclose($fp);
}
[$code] = vela_test_stop($srv);
echo "exit $code\n";
?>
--EXPECTF--
Vela\Hub: option "members_max" must be an int from 1 to 16777216, 0 given
Vela\Hub: option "members_max" must be an int from 1 to 16777216, string given
Vela\Hub: unknown option "member_max" (did you mean "members_max"?)
no joins, no members: []
two of alice, bob, one anonymous: %d ["alice","bob"] / %d 4
alice's second joins again as carol: joined false
still alice and bob: %d ["alice","bob"]
alice's first leaves: left 1
her second holds her: %d ["alice","bob"]
and leaves: left 1
bob alone: %d ["bob"] / %d 2
the anonymous joins (again) as dave: joined false
left alice joins as erin: joined true, as frank: joined true
bob, erin, frank (3, the cap): %d ["bob","erin","frank"]
a fourth: error Vela\Hub::members(): the topic has more than 3 members (the hub's members_max)
grace gone, under the cap again: %d ["bob","erin","frank"]
exit 0
