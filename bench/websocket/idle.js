// bench/websocket: opens COUNT idle WebSocket connections, prints "open N",
// then holds them until killed. usage: node idle.js URL COUNT
'use strict';
const WebSocket = require('ws');
const [url, count] = [process.argv[2], Number(process.argv[3])];
let open = 0, failed = 0, next = 0;
function one() {
    if (next >= count) return;
    next++;
    const ws = new WebSocket(url, { perMessageDeflate: false });
    ws.on('open', () => { open++; report(); one(); });
    ws.on('error', () => { failed++; report(); one(); });
}
function report() { if (open + failed === count) console.log(`open ${open} failed ${failed}`); }
for (let i = 0; i < 200; i++) one();
setInterval(() => {}, 1 << 30);
