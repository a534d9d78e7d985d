// With workers (tests/ws/run): open connections and slow-peer closes are
// counted in /metrics (summed over the workers), and a reload (SIGHUP to
// the master) closes every connection with 1001; clients that reconnect
// are served by the new workers.
// usage: node workers.js PORT MASTER_PID
'use strict';
const net = require('net');
const crypto = require('crypto');
const WebSocket = require('ws');

const [port, master] = [Number(process.argv[2]), Number(process.argv[3])];
const clients = 40;
let failed = 0;
const pass = (n) => console.log(`PASS ws: ${n}`);
const fail = (n, why) => { console.log(`FAIL ws: ${n}\n  ${why}`); failed++; };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function get(path) {
    return new Promise((resolve) => {
        const s = net.connect(port, '127.0.0.1', () => s.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`));
        let text = '';
        s.on('data', (d) => { text += d; });
        s.on('close', () => resolve(text.split('\r\n\r\n').slice(1).join('\r\n\r\n')));
        s.on('error', () => resolve(''));
    });
}

const metric = (text, name) => { const m = new RegExp(`^${name} (\\d+)$`, 'm').exec(text); return m ? Number(m[1]) : null; };

function connect() {
    return new Promise((resolve, reject) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/echo`);
        ws.closeCode = null;
        ws.closed = new Promise((r) => ws.on('close', (code) => { ws.closeCode = code; r(code); }));
        ws.on('open', () => resolve(ws));
        ws.on('error', reject);
    });
}

async function echoes(ws, text) {
    const got = new Promise((r) => ws.once('message', (d) => r(d.toString())));
    ws.send(text);
    return (await Promise.race([got, sleep(3000).then(() => null)])) === text;
}

async function flood() {
    const key = crypto.randomBytes(16).toString('base64');
    const s = net.connect(port, '127.0.0.1');
    s.on('error', () => {});
    s.write(`GET /flood HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`);
    await sleep(100);
    s.pause();
    await sleep(3500); // send_timeout is 2 s
    s.destroy();
}

(async () => {
    const conns = await Promise.all(Array.from({ length: clients }, connect));
    await sleep(2300); // metrics are published every second
    let text = await get('/metrics');
    const open = metric(text, 'vela_websocket_connections');
    if (open === clients) pass(`/metrics counts open WebSocket connections (${open})`);
    else fail('/metrics counts open WebSocket connections', `vela_websocket_connections ${open}, expected ${clients}`);

    await flood();
    await sleep(1300);
    text = await get('/metrics');
    const slow = metric(text, 'vela_websocket_slow_closes_total');
    if (slow === 1) pass('/metrics counts peers closed for not reading (1)');
    else fail('/metrics counts peers closed for not reading', `vela_websocket_slow_closes_total ${slow}`);

    const oldPid = (await get('/pid')).trim();
    process.kill(master, 'SIGHUP');
    const codes = await Promise.race([Promise.all(conns.map((c) => c.closed)), sleep(8000).then(() => null)]);
    if (codes && codes.every((c) => c === 1001)) pass(`SIGHUP (reload) closes every connection (${clients}) with 1001`);
    else fail('SIGHUP (reload) closes every connection with 1001', codes ? codes.join(',') : conns.map((c) => c.closeCode).join(','));

    const again = await connect().catch((e) => e);
    const ok = !(again instanceof Error) && await echoes(again, 'after reload');
    const newPid = (await get('/pid')).trim();
    if (ok && newPid && newPid !== oldPid) pass('clients reconnect to the new workers after a reload');
    else fail('clients reconnect to the new workers after a reload', `echo ${ok}, pid ${oldPid} -> ${newPid}`);
    if (!(again instanceof Error)) again.close();
    await sleep(200);
    process.exit(failed ? 1 : 0);
})();
