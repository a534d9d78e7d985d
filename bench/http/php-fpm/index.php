<?php
// The nginx + php-fpm peer of bench/http/run: plain PHP, no framework.
if ($_SERVER['DOCUMENT_URI'] === '/json') {
    header('Content-Type: application/json');
    echo json_encode(['message' => 'Hello, World!']);
} else {
    header('Content-Type: text/plain');
    echo 'Hello, World!';
}
