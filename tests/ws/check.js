// What every tests/ws client shares: the PASS/FAIL lines tests/run counts,
// a sleep, and a plain GET (Connection: close) that resolves with the body.
'use strict';
const net = require('net');

let failed = 0;
const pass = (n) => console.log(`PASS ws: ${n}`);
const fail = (n, why) => { console.log(`FAIL ws: ${n}\n  ${why}`); failed++; };
const failures = () => failed;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// GET path from 127.0.0.1:port; the body, or '' when the connection failed.
function get(port, path) {
    return new Promise((resolve) => {
        const s = net.connect(port, '127.0.0.1', () => s.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`));
        let text = '';
        s.on('data', (d) => { text += d; });
        s.on('close', () => resolve(text.split('\r\n\r\n').slice(1).join('\r\n\r\n')));
        s.on('error', () => resolve(''));
    });
}

module.exports = { pass, fail, failures, sleep, get };
