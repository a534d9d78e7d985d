--TEST--
Vela: Http\Server: the max_form_fields option defaults to 1000 (PHP's max_input_vars) and a bad value throws naming it
--EXTENSIONS--
vela
--FILE--
<?php
echo (new Vela\Http\Server())->options()['max_form_fields'], "\n";
echo (new Vela\Http\Server(['max_form_fields' => 5]))->options()['max_form_fields'], "\n";
foreach ([0, -1, 1000001, '100', 1.5, null] as $value) {
    try {
        new Vela\Http\Server(['max_form_fields' => $value]);
        echo "no exception\n";
    } catch (Vela\Http\Exception $e) {
        echo $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
1000
5
Invalid option "max_form_fields": 0 is out of range 1..1000000
Invalid option "max_form_fields": -1 is out of range 1..1000000
Invalid option "max_form_fields": 1000001 is out of range 1..1000000
Invalid option "max_form_fields": expected an int
Invalid option "max_form_fields": expected an int
Invalid option "max_form_fields": expected an int
