// Graceful stop (tests/ws/run): with clients connected, SIGTERM makes the
// server send 1001 (going away) to every connection and wait for the closes.
// usage: node stop.js PORT SERVER_PID
'use strict';
const WebSocket = require('ws');

const [port, pid] = [Number(process.argv[2]), Number(process.argv[3])];
const clients = 50;

(async () => {
    const codes = await new Promise((resolve, reject) => {
        const codes = [];
        let opened = 0;
        for (let i = 0; i < clients; i++) {
            const ws = new WebSocket(`ws://127.0.0.1:${port}/echo`);
            ws.on('open', () => { if (++opened === clients) process.kill(pid, 'SIGTERM'); });
            ws.on('close', (code) => { codes.push(code); if (codes.length === clients) resolve(codes); });
            ws.on('error', () => {});
        }
        setTimeout(() => reject(new Error(`only ${codes.length} of ${clients} closed: ${codes}`)), 8000);
    }).catch((e) => e);
    if (Array.isArray(codes) && codes.every((c) => c === 1001)) {
        console.log(`PASS ws: SIGTERM closes every connection (${clients}) with 1001`);
        process.exit(0);
    }
    console.log(`FAIL ws: SIGTERM closes every connection (${clients}) with 1001\n  ${Array.isArray(codes) ? codes.join(',') : codes.message}`);
    process.exit(1);
})();
