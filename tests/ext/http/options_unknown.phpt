--TEST--
Vela: Http\Server: an unknown option names the nearest known one, or lists them all
--FILE--
<?php
foreach ([['prot' => 1], ['worker_num' => 4], ['Workers' => 4], ['max_request' => 10], ['listen' => '0.0.0.0:80'], [7 => 1]] as $options) {
    try {
        new Vela\Http\Server($options);
        echo "accepted\n";
    } catch (Vela\Http\Exception $e) {
        echo $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
Vela\Http\Server: unknown option "prot" (did you mean "port"?)
Vela\Http\Server: unknown option "worker_num" (did you mean "workers"?)
Vela\Http\Server: unknown option "Workers" (did you mean "workers"?)
Vela\Http\Server: unknown option "max_request" (did you mean "max_requests"?)
Vela\Http\Server: unknown option "listen" (known: host, port, workers, backlog, max_connections, max_coroutines, header_timeout, body_timeout, keepalive_timeout, max_header_size, max_body_size, max_buffered_bodies, min_body_rate, body_rate_grace, body_buffer_size, max_requests, max_memory, drain_timeout, server_name, access_log, access_log_format, pid_file, debug, health_path, ready_path, metrics_path, metrics_public, request_id, max_form_fields, max_json_depth, max_json_object_members, max_json_members, compression, compression_min_size)
Vela\Http\Server: unknown option "(an integer key)" (known: host, port, workers, backlog, max_connections, max_coroutines, header_timeout, body_timeout, keepalive_timeout, max_header_size, max_body_size, max_buffered_bodies, min_body_rate, body_rate_grace, body_buffer_size, max_requests, max_memory, drain_timeout, server_name, access_log, access_log_format, pid_file, debug, health_path, ready_path, metrics_path, metrics_public, request_id, max_form_fields, max_json_depth, max_json_object_members, max_json_members, compression, compression_min_size)
