<?php
// A minimal DBGp client (the protocol IDEs speak to Xdebug), for
// tests/debug/run: listens on argv[1], waits for Xdebug to connect, sets a
// line breakpoint at argv[2]:argv[3], lets the program run until the
// breakpoint is hit, records the stack and the local variables there as JSON
// in argv[4], then lets the program go on and detaches.
[, $port, $file, $line, $out] = $argv;

$server = stream_socket_server("tcp://127.0.0.1:$port", $errno, $errstr) or exit("listen: $errstr\n");
file_put_contents("$out.listening", "1");
$conn = stream_socket_accept($server, 60) or exit("no connection from Xdebug\n");
stream_set_timeout($conn, 60);

/* A DBGp packet: decimal length, NUL, XML, NUL. */
function packet($conn): SimpleXMLElement
{
    $length = stream_get_line($conn, 64, "\0");
    if ($length === false || $length === '') {
        exit("connection closed\n");
    }
    $xml = '';
    while (strlen($xml) < (int) $length) {
        $xml .= fread($conn, (int) $length - strlen($xml));
    }
    fread($conn, 1); // the trailing NUL
    return simplexml_load_string($xml);
}

$seq = 0;
function command($conn, string $cmd): SimpleXMLElement
{
    global $seq;
    $seq++;
    fwrite($conn, sprintf("%s -i %d\0", $cmd, $seq));
    do {
        $reply = packet($conn);
    } while ($reply->getName() !== 'response' || (int) $reply['transaction_id'] !== $seq);
    return $reply;
}

packet($conn); // init
command($conn, 'feature_set -n max_depth -v 1');
$bp = command($conn, sprintf('breakpoint_set -t line -f "file://%s" -n %d', $file, $line));
$hit = command($conn, 'run');
$result = ['breakpoint' => (string) $bp['id'], 'status' => (string) $hit['status'], 'stack' => [], 'locals' => []];
if ((string) $hit['status'] === 'break') {
    foreach (command($conn, 'stack_get')->stack as $frame) {
        $result['stack'][] = ['where' => (string) $frame['where'], 'file' => (string) $frame['filename'],
            'line' => (int) $frame['lineno']];
    }
    foreach (command($conn, 'context_get -d 0 -c 0')->property as $property) {
        $value = (string) $property;
        if ((string) $property['encoding'] === 'base64') {
            $value = base64_decode($value);
        }
        $result['locals'][(string) $property['name']] = ['type' => (string) $property['type'], 'value' => $value];
    }
}
file_put_contents($out, json_encode($result, JSON_PRETTY_PRINT));
fwrite($conn, sprintf("detach -i %d\0", ++$seq));
fclose($conn);
