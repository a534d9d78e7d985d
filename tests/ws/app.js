// Vela\App (tests/ws/run): a controller route that returns
// Response::webSocket() in an app made by `vgen new` (tests/ws/app/*.php
// added): its middleware answers 401 before any upgrade, and with the token
// the route param and the injected constructor reach the connection.
// usage: node app.js PORT
'use strict';
const net = require('net');
const WebSocket = require('ws');

const port = Number(process.argv[2]);
let failed = 0;
const pass = (n) => console.log(`PASS ws: ${n}`);
const fail = (n, why) => { console.log(`FAIL ws: ${n}\n  ${why}`); failed++; };

function rawUpgrade(path) {
    return new Promise((resolve) => {
        const s = net.connect(port, '127.0.0.1', () => s.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n` +
            'Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n'));
        let text = '';
        s.on('data', (d) => { text += d; if (text.includes('\r\n\r\n')) s.destroy(); });
        s.on('close', () => resolve(text));
        s.on('error', () => resolve(text));
    });
}

(async () => {
    const head = await rawUpgrade('/chat/lobby');
    if (head.startsWith('HTTP/1.1 401')) pass('App: the route\'s middleware answers 401 before the upgrade');
    else fail('App: the route\'s middleware answers 401 before the upgrade', JSON.stringify(head.slice(0, 80)));

    const got = await new Promise((resolve) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/chat/lobby?token=secret`);
        const messages = [];
        ws.on('message', (m) => {
            messages.push(m.toString());
            if (messages.length === 1) ws.send('hi'); else ws.close();
        });
        ws.on('close', () => resolve(messages));
        ws.on('error', (e) => resolve([e.message]));
        setTimeout(() => resolve(messages), 5000);
    });
    if (/^Hello, lobby/.test(got[0] || '') && got[1] === 'lobby: hi') pass('App: route params and the injected service reach the WebSocket handler');
    else fail('App: route params and the injected service reach the WebSocket handler', JSON.stringify(got));
    process.exit(failed ? 1 : 0);
})();
