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
Vela\Http\Server: option "max_form_fields" must be an int from 1 to 1000000, 0 given
Vela\Http\Server: option "max_form_fields" must be an int from 1 to 1000000, -1 given
Vela\Http\Server: option "max_form_fields" must be an int from 1 to 1000000, 1000001 given
Vela\Http\Server: option "max_form_fields" must be an int from 1 to 1000000, string given
Vela\Http\Server: option "max_form_fields" must be an int from 1 to 1000000, 1.5 given
Vela\Http\Server: option "max_form_fields" must be an int from 1 to 1000000, null given
