--TEST--
Vela: Http\Server: options are validated, an unknown key or a bad value throws naming it
--EXTENSIONS--
vela
--FILE--
<?php
$server = new Vela\Http\Server(['port' => 0, 'workers' => 0, 'max_body_size' => '2M', 'header_timeout' => 1.5]);
$o = $server->options();
echo $o['port'], ' ', $o['workers'], ' ', $o['max_body_size'], ' ', $o['header_timeout'], ' ', $o['host'], ' ',
    $o['server_name'], ' ', $o['access_log'], "\n";
echo implode(',', array_keys($o)), "\n";
foreach ([
    ['prot' => 80],
    ['port' => 70000],
    ['port' => '80'],
    ['host' => 'example.com'],
    ['workers' => -1],
    ['max_header_size' => '10X'],
    ['max_header_size' => 100],
    ['keepalive_timeout' => 0],
    ['server_name' => "Vela\r\nX: 1"],
    ['access_log' => ''],
    ['debug' => 1],
    [0 => 'x'],
] as $options) {
    try {
        new Vela\Http\Server($options);
        echo "no exception\n";
    } catch (Vela\Http\Exception $e) {
        echo $e->getMessage(), "\n";
    }
}
try {
    (new Vela\Http\Server(['port' => 0, 'workers' => 0]))->start();
} catch (Vela\Http\Exception $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
0 0 2097152 1.5 0.0.0.0 Vela off
host,port,workers,backlog,max_connections,max_coroutines,header_timeout,body_timeout,keepalive_timeout,max_header_size,max_body_size,max_buffered_bodies,min_body_rate,body_rate_grace,body_buffer_size,max_requests,max_memory,drain_timeout,server_name,access_log,access_log_format,pid_file,debug,health_path,ready_path,metrics_path,metrics_public,request_id,max_form_fields,max_json_depth,max_json_object_members,max_json_members,compression,compression_min_size
Vela\Http\Server: unknown option "prot" (did you mean "port"?)
Vela\Http\Server: option "port" must be an int from 0 to 65535, 70000 given
Vela\Http\Server: option "port" must be an int from 0 to 65535, string given
Vela\Http\Server: option "host" must be a numeric IPv4 or IPv6 address (or "localhost")
Vela\Http\Server: option "workers" must be an int from 0 to 1024, -1 given
Vela\Http\Server: option "max_header_size" must be a size in bytes (an int, or a string like "16K", "8M") from 256 to 1048576
Vela\Http\Server: option "max_header_size" must be a size in bytes (an int, or a string like "16K", "8M") from 256 to 1048576, 100 given
Vela\Http\Server: option "keepalive_timeout" must be a number of seconds from 0.001 to 86400, 0 given
Vela\Http\Server: option "server_name" must be a string without CR, LF or NUL
Vela\Http\Server: option "access_log" must be a non-empty string
Vela\Http\Server: option "debug" must be a bool, 1 given
Vela\Http\Server: unknown option "(an integer key)" (known: host, port, workers, backlog, max_connections, max_coroutines, header_timeout, body_timeout, keepalive_timeout, max_header_size, max_body_size, max_buffered_bodies, min_body_rate, body_rate_grace, body_buffer_size, max_requests, max_memory, drain_timeout, server_name, access_log, access_log_format, pid_file, debug, health_path, ready_path, metrics_path, metrics_public, request_id, max_form_fields, max_json_depth, max_json_object_members, max_json_members, compression, compression_min_size)
No handler: call handle() before start()
