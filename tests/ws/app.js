// Vela\App (tests/ws/run): a controller route that returns
// Response::webSocket() in an app made by `vgen new` (tests/ws/app/*.php
// added): its middleware answers 401 before any upgrade, and with the token
// the route param and the injected constructor reach the connection.
// usage: node app.js PORT
'use strict';
const crypto = require('crypto');
const net = require('net');
const WebSocket = require('ws');

const port = Number(process.argv[2]);
let failed = 0;
const pass = (n) => console.log(`PASS ws: ${n}`);
const fail = (n, why) => { console.log(`FAIL ws: ${n}\n  ${why}`); failed++; };

function rawUpgrade(path, extra = '') {
    return new Promise((resolve) => {
        const s = net.connect(port, '127.0.0.1', () => s.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n` +
            `Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n${extra}\r\n`));
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

    // A #[WebSocket] class (tests/ws/app/RoomSocket.php), compiled by vgen into a GET route.
    const socketHead = await rawUpgrade('/rooms/lobby');
    if (socketHead.startsWith('HTTP/1.1 401')) pass('#[WebSocket]: the class\'s middleware answers 401 before the upgrade');
    else fail('#[WebSocket]: the class\'s middleware answers 401 before the upgrade', JSON.stringify(socketHead.slice(0, 80)));

    const session = (closeCode) => new Promise((resolve) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/rooms/lobby?token=secret`, ['chat.v1']);
        const messages = [];
        ws.on('message', (m) => {
            messages.push(m.toString());
            if (messages.length === 1) ws.send('hi'); else ws.close(closeCode);
        });
        ws.on('close', () => resolve(messages));
        ws.on('error', (e) => resolve([e.message]));
        setTimeout(() => resolve(messages), 5000);
    });
    const first = await session(4001);
    if (/^Hello, lobby.* \| chat\.v1 \| last close: none$/.test(first[0] || '') && first[1] === 'lobby: hi') {
        pass('#[WebSocket]: onOpen and onMessage get the route param, the injected service and the negotiated protocol');
    } else {
        fail('#[WebSocket]: onOpen and onMessage get the route param, the injected service and the negotiated protocol', JSON.stringify(first));
    }
    await new Promise((r) => setTimeout(r, 200));
    const second = await session(1000);
    if (/ \| last close: 4001$/.test(second[0] || '')) pass('#[WebSocket]: onClose gets the peer\'s close code');
    else fail('#[WebSocket]: onClose gets the peer\'s close code', JSON.stringify(second));

    // #[RequireScope] on a #[WebSocket] class: 401 and 403 before the upgrade, the Principal in onOpen.
    const b64 = (x) => Buffer.from(x).toString('base64url');
    const jwt = (scope) => {
        const input = `${b64(JSON.stringify({ alg: 'HS256', kid: 'test' }))}.${b64(JSON.stringify({ sub: 'ada', scope, exp: Math.floor(Date.now() / 1000) + 60 }))}`;
        return `${input}.${crypto.createHmac('sha256', 'a-long-random-secret-of-32-bytes!!').update(input).digest('base64url')}`;
    };
    const scopedHead = async (token) => (await rawUpgrade('/scoped/41', token ? `Authorization: Bearer ${token}\r\n` : '')).split('\r\n')[0];
    const statuses = [await scopedHead(null), await scopedHead(jwt('chat:read'))];
    if (statuses[0] === 'HTTP/1.1 401 Unauthorized' && statuses[1] === 'HTTP/1.1 403 Forbidden') pass('#[WebSocket] with #[RequireScope]: 401 without a token, 403 without the scope, before the upgrade');
    else fail('#[WebSocket] with #[RequireScope]: 401 without a token, 403 without the scope, before the upgrade', JSON.stringify(statuses));
    const scoped = await new Promise((resolve) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/scoped/41`, { headers: { Authorization: `Bearer ${jwt('chat:write')}` } });
        const got = [];
        ws.on('message', (m) => { got.push(m.toString()); ws.send('x'); });
        ws.on('close', (code) => { got.push(code); resolve(got); });
        ws.on('error', (e) => resolve([e.message]));
        setTimeout(() => resolve(got), 5000);
    });
    if (scoped[0] === 'ada in 42' && scoped[1] === 4000) pass('#[WebSocket] with #[RequireScope]: onOpen gets the Principal and the int route param; close() from onMessage');
    else fail('#[WebSocket] with #[RequireScope]: onOpen gets the Principal and the int route param; close() from onMessage', JSON.stringify(scoped));
    process.exit(failed ? 1 : 0);
})();
