--TEST--
Vela: Http\Server: max_json_depth, max_json_object_members and max_json_members, each at its value and one past it (413, refused before decoding); colliding keys past the cap refused fast, under it decoded; not JSON is 400; the options are validated
--EXTENSIONS--
vela
--FILE--
<?php
require __DIR__ . '/server.inc';

/* 2^$blocks keys made of "Ez" and "FY", which PHP's string hash cannot tell apart. */
function colliding(int $count, int $blocks = 17): string
{
    $keys = [];
    for ($i = 0; $i < $count; $i++) {
        $key = '';
        for ($b = 0; $b < $blocks; $b++) {
            $key .= ($i >> $b) & 1 ? 'FY' : 'Ez';
        }
        $keys[] = "\"$key\":$i";
    }
    return '{' . implode(',', $keys) . '}';
}

function post(array $srv, string $body): array
{
    $t = hrtime(true);
    $r = vela_test_raw($srv, "POST /j HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nConnection: close\r\n"
        . 'Content-Length: ' . strlen($body) . "\r\n\r\n$body");
    return [substr(vela_test_status($r), 9) . ' ' . vela_test_body($r), (hrtime(true) - $t) / 1e9];
}

$handler = 'return Vela\Http\Response::text(json_encode($request->json()) . " " . json_encode($request->json(false)));';
$srv = vela_test_server($handler, ['max_json_depth' => 3, 'max_json_object_members' => 3, 'max_json_members' => 6]);
$cases = [
    'depth 3' => '[[{"a":1}]]',
    'depth 4' => '[[{"a":[]}]]',
    'object of 3' => '{"a":1,"b":2,"c":3}',
    'object of 4' => '{"a":1,"b":2,"c":3,"d":4}',
    '6 in all' => '[{"a":1,"b":2},{"c":3},4]',
    '7 in all' => '[{"a":1,"b":2},{"c":3},4,5]',
    'strings hide' => '{"a":"[[[[,,,,{{{{","b":"\\"]"}',
    'not JSON' => '{"a":',
    'empty' => '',
];
foreach ($cases as $name => $body) {
    echo str_pad($name, 13), ' ', post($srv, $body)[0], "\n";
}
vela_test_stop($srv);

// The defaults: 64 deep, 1000 members an object, 10000 in all.
$srv = vela_test_server('return Vela\Http\Response::text((string) count($request->json()));');
[$answer, $past] = post($srv, colliding(1001));
echo "1001 colliding keys: $answer\n";
[$answer, $under] = post($srv, colliding(1000));
echo "1000 colliding keys: $answer\n";
[$answer, $big] = post($srv, colliding(58000)); // 2.2 MB, the report's body
echo "58000 colliding keys (", round(strlen(colliding(58000)) / 1e6, 1), " MB): $answer\n";
echo '64 deep: ', post($srv, str_repeat('[', 64) . str_repeat(']', 64))[0], "\n";
echo '65 deep: ', post($srv, str_repeat('[', 65) . str_repeat(']', 65))[0], "\n";
echo '10000 in all: ', post($srv, '[' . implode(',', array_fill(0, 10000, 0)) . ']')[0], "\n";
echo '10001 in all: ', post($srv, '[' . implode(',', array_fill(0, 10001, 0)) . ']')[0], "\n";
vela_test_stop($srv);
// Generous bounds (ASan, valgrind, a loaded CI machine): unlimited, the 2.2 MB body took
// 80 s on that machine and 1000 colliding keys take tens of milliseconds.
echo 'refused in under 5 seconds: ', var_export($past < 5 && $big < 5, true), "\n";
echo 'decoded in under 10 seconds: ', var_export($under < 10, true), "\n";

foreach ([['max_json_depth', 0], ['max_json_depth', 513], ['max_json_object_members', 0], ['max_json_members', 0]] as [$option, $value]) {
    try {
        new Vela\Http\Server([$option => $value]);
        echo "$option = $value accepted\n";
    } catch (Vela\Http\Exception $e) {
        echo $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
depth 3       200 OK [[{"a":1}]] [[{"a":1}]]
depth 4       413 Content Too Large The JSON body is nested deeper than max_json_depth (3)
object of 3   200 OK {"a":1,"b":2,"c":3} {"a":1,"b":2,"c":3}
object of 4   413 Content Too Large The JSON body has an object of more than max_json_object_members (3) members
6 in all      200 OK [{"a":1,"b":2},{"c":3},4] [{"a":1,"b":2},{"c":3},4]
7 in all      413 Content Too Large The JSON body has more than max_json_members (6) members
strings hide  200 OK {"a":"[[[[,,,,{{{{","b":"\"]"} {"a":"[[[[,,,,{{{{","b":"\"]"}
not JSON      400 Bad Request invalid JSON: syntax error at byte 5
empty         400 Bad Request invalid JSON: syntax error at byte 0
1001 colliding keys: 413 Content Too Large The JSON body has an object of more than max_json_object_members (1000) members
1000 colliding keys: 200 OK 1000
58000 colliding keys (2.5 MB): 413 Content Too Large The JSON body has an object of more than max_json_object_members (1000) members
64 deep: 200 OK 1
65 deep: 413 Content Too Large The JSON body is nested deeper than max_json_depth (64)
10000 in all: 200 OK 10000
10001 in all: 413 Content Too Large The JSON body has more than max_json_members (10000) members
refused in under 5 seconds: true
decoded in under 10 seconds: true
Vela\Http\Server: option "max_json_depth" must be an int from 1 to 512, 0 given
Vela\Http\Server: option "max_json_depth" must be an int from 1 to 512, 513 given
Vela\Http\Server: option "max_json_object_members" must be an int from 1 to 1000000, 0 given
Vela\Http\Server: option "max_json_members" must be an int from 1 to 100000000, 0 given
