// The WebSocket suite's checks against tests/ws/server.php, one PASS/FAIL
// line each: Node's `ws` as a real client (echo of text, binary, fragmented,
// 1 MB and compressed messages, subprotocols, close codes) and raw sockets
// for what no well-behaved client sends (bad handshakes, protocol errors:
// each must be closed with its code while the worker keeps serving HTTP).
// usage: node client.js PORT [check...]
'use strict';
const net = require('net');
const crypto = require('crypto');
const WebSocket = require('ws');

const port = Number(process.argv[2]);
const only = process.argv.slice(3);
const base = `ws://127.0.0.1:${port}`;
let failed = 0;

function pass(name) { console.log(`PASS ws: ${name}`); }
function fail(name, why) { console.log(`FAIL ws: ${name}\n  ${why}`); failed++; }

function withTimeout(promise, ms, what) {
    return Promise.race([promise, new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`timed out: ${what}`)), ms))]);
}

// Messages are queued from the start: the server may send with its 101.
function open(path, protocols, options) {
    return new Promise((resolve, reject) => {
        const ws = new WebSocket(base + path, protocols, options);
        ws.inbox = [];
        ws.waiter = null;
        ws.on('message', (data, isBinary) => {
            ws.inbox.push({ data, isBinary });
            if (ws.waiter) ws.waiter();
        });
        ws.once('open', () => resolve(ws));
        ws.once('error', reject);
    });
}

function nextMessage(ws) {
    return new Promise((resolve, reject) => {
        const take = () => { ws.waiter = null; resolve(ws.inbox.shift()); };
        if (ws.inbox.length) return take();
        ws.waiter = take;
        ws.once('close', (code) => reject(new Error(`closed with ${code} before a message`)));
    });
}

function closed(ws) {
    return new Promise((resolve) => ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
}

async function echo(path, payload, sendOptions, wsOptions) {
    const ws = await open(path, undefined, wsOptions);
    try {
        const got = nextMessage(ws);
        ws.send(payload, sendOptions);
        return { ws, ...(await withTimeout(got, 10000, 'echo')) };
    } finally {
        ws.close();
    }
}

// Plain HTTP on the same worker: it must keep serving whatever a socket did.
function httpHello() {
    return new Promise((resolve) => {
        const s = net.connect(port, '127.0.0.1', () => s.write('GET /hello HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
        let text = '';
        s.on('data', (d) => { text += d; });
        s.on('close', () => resolve(text));
        s.on('error', () => resolve(text));
    });
}

// A raw request head; resolves with everything the server sent until it closed or `ms` passed.
function rawExchange(head, frames, ms) {
    return new Promise((resolve) => {
        const chunks = [];
        const s = net.connect(port, '127.0.0.1', () => {
            s.write(head);
            if (frames) setTimeout(() => s.write(frames), 50);
        });
        const done = () => { clearTimeout(timer); s.destroy(); resolve(Buffer.concat(chunks)); };
        const timer = setTimeout(done, ms);
        s.on('data', (d) => chunks.push(d));
        s.on('close', done);
        s.on('error', done);
    });
}

function upgradeHead(path, extra = '') {
    const key = crypto.randomBytes(16).toString('base64');
    return `GET ${path} HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n${extra}\r\n`;
}

// A client frame: masked unless told otherwise; `length` may lie about the payload.
function frame(opcode, payload, { fin = true, mask = true, rsv = 0 } = {}) {
    const len = payload.length;
    const head = [((fin ? 0x80 : 0) | rsv | opcode)];
    if (len < 126) head.push((mask ? 0x80 : 0) | len);
    else if (len < 65536) head.push((mask ? 0x80 : 0) | 126, len >> 8, len & 255);
    else throw new Error('test frames stay under 64 KiB');
    if (!mask) return Buffer.concat([Buffer.from(head), payload]);
    const key = crypto.randomBytes(4);
    const body = Buffer.from(payload.map((b, i) => b ^ key[i % 4]));
    return Buffer.concat([Buffer.from(head), key, body]);
}

// The close code in the first server frame after the 101 head, or a description of what came.
function closeCodeAfterHandshake(bytes) {
    const end = bytes.indexOf('\r\n\r\n');
    if (end < 0 || !bytes.slice(0, 12).toString().startsWith('HTTP/1.1 101')) {
        return `no 101: ${JSON.stringify(bytes.slice(0, 80).toString())}`;
    }
    const f = bytes.slice(end + 4);
    if (f.length < 4) return 'no frame after the 101 (connection closed without a close frame)';
    if ((f[0] & 0x0f) !== 0x8) return `first frame has opcode ${f[0] & 0x0f}, not close`;
    return f.readUInt16BE(2);
}

const checks = {
    async 'text echo'() {
        const r = await echo('/echo', 'héllo wörld');
        return r.data.toString() === 'héllo wörld' && !r.isBinary || `got ${r.data} binary=${r.isBinary}`;
    },
    async 'binary echo'() {
        const bytes = Buffer.from([0, 1, 2, 255, 254, 0]);
        const r = await echo('/echo', bytes, { binary: true });
        return r.isBinary && Buffer.compare(r.data, bytes) === 0 || `got ${r.data.toString('hex')} binary=${r.isBinary}`;
    },
    async 'fragmented message echo'() {
        const ws = await open('/echo', undefined, { perMessageDeflate: false });
        const got = nextMessage(ws);
        ws.send('frag', { fin: false });
        ws.send('men', { fin: false });
        ws.send('ted €', { fin: true });
        const r = await withTimeout(got, 5000, 'fragmented echo');
        ws.close();
        return r.data.toString() === 'fragmented €' || `got ${r.data}`;
    },
    async '1 MB echo'() {
        const big = crypto.randomBytes(1024 * 1024);
        const r = await echo('/echo', big, { binary: true }, { perMessageDeflate: false });
        return Buffer.compare(r.data, big) === 0 || `got ${r.data.length} bytes`;
    },
    async 'permessage-deflate echo'() {
        const text = 'compress me '.repeat(20000);
        const r = await echo('/echo', text, {}, { perMessageDeflate: { threshold: 0 } });
        const ext = r.ws.extensions;
        if (!/permessage-deflate/.test(ext)) return `extensions: ${JSON.stringify(ext)}`;
        return r.data.toString() === text || `got ${r.data.length} bytes`;
    },
    async 'subprotocol: the first of the client\'s the server speaks'() {
        const ws = await open('/info', ['nope', 'chat.v1', 'chat.v2']);
        const r = await withTimeout(nextMessage(ws), 5000, 'info');
        ws.close();
        const info = JSON.parse(r.data.toString());
        return (ws.protocol === 'chat.v1' && info.protocol === 'chat.v1') ||
            `protocol ${ws.protocol}, server says ${r.data}`;
    },
    async 'server close with code and reason'() {
        const ws = await open('/info');
        const info = JSON.parse((await withTimeout(nextMessage(ws), 5000, 'info')).data.toString());
        const c = closed(ws);
        ws.send('go');
        const r = await withTimeout(c, 5000, 'close');
        return (r.code === 4000 && r.reason === 'bye' && info.protocol === null && info.path === '/info') ||
            `close ${r.code} ${r.reason}, info ${JSON.stringify(info)}`;
    },
    async 'client close code reaches the server'() {
        const ws = await open('/echo');
        const c = closed(ws);
        ws.close(4100, 'done');
        const r = await withTimeout(c, 5000, 'close');
        return r.code === 4100 || `close ${r.code}`;
    },
    async 'handshake without a key: 400'() {
        const out = (await rawExchange('GET /echo HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n\r\n', null, 2000)).toString();
        return out.startsWith('HTTP/1.1 400') || JSON.stringify(out.slice(0, 60));
    },
    async 'handshake with version 8: 426 naming 13'() {
        const out = (await rawExchange(upgradeHead('/echo').replace('Version: 13', 'Version: 8'), null, 2000)).toString();
        return (out.startsWith('HTTP/1.1 426') && /Sec-WebSocket-Version: 13/i.test(out)) || JSON.stringify(out.slice(0, 200));
    },
    async 'plain GET on a WebSocket endpoint: 426'() {
        const out = (await rawExchange('GET /echo HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', null, 2000)).toString();
        return out.startsWith('HTTP/1.1 426') || JSON.stringify(out.slice(0, 60));
    },
    async 'origins: another Origin is 403 before the upgrade'() {
        const out = (await rawExchange(upgradeHead('/origin', 'Origin: https://evil.example\r\n'), null, 2000)).toString();
        return out.startsWith('HTTP/1.1 403') || JSON.stringify(out.slice(0, 60));
    },
    async 'origins: the listed Origin (any case) is upgraded'() {
        const ws = await open('/origin', undefined, { origin: 'https://GOOD.example' });
        const r = await withTimeout(nextMessage(ws), 5000, 'welcome');
        ws.close();
        return r.data.toString() === 'welcome' || `got ${r.data}`;
    },
    async '101 head: accept key, Connection: Upgrade, no body framing'() {
        const key = 'dGhlIHNhbXBsZSBub25jZQ==';
        const head = `GET /echo HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: keep-alive, Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`;
        const out = (await rawExchange(head, null, 500)).toString();
        const ok = out.startsWith('HTTP/1.1 101 Switching Protocols\r\n') &&
            /\r\nSec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK\+xOo=\r\n/.test(out) &&
            /\r\nConnection: Upgrade\r\n/.test(out) && /\r\nUpgrade: websocket\r\n/.test(out) &&
            !/Content-Length|Transfer-Encoding/i.test(out);
        return ok || JSON.stringify(out);
    },
    async 'ping answered with pong by the engine'() {
        const out = await rawExchange(upgradeHead('/echo'), frame(0x9, Buffer.from('abc')), 1000);
        const f = out.slice(out.indexOf('\r\n\r\n') + 4);
        return (f[0] === 0x8a && f[1] === 3 && f.slice(2, 5).toString() === 'abc') || `got ${f.toString('hex')}`;
    },
    async 'unmasked frame: 1002'() {
        const code = closeCodeAfterHandshake(await rawExchange(upgradeHead('/echo'), frame(0x1, Buffer.from('hi'), { mask: false }), 3000));
        return code === 1002 || String(code);
    },
    async 'invalid UTF-8 text: 1007'() {
        const code = closeCodeAfterHandshake(await rawExchange(upgradeHead('/echo'), frame(0x1, Buffer.from([0x68, 0xc3, 0x28])), 3000));
        return code === 1007 || String(code);
    },
    async 'invalid UTF-8 across fragments: 1007'() {
        const frames = Buffer.concat([frame(0x1, Buffer.from([0x61, 0xe2, 0x82]), { fin: false }), frame(0x0, Buffer.from([0x41]))]);
        const code = closeCodeAfterHandshake(await rawExchange(upgradeHead('/echo'), frames, 3000));
        return code === 1007 || String(code);
    },
    async 'message over max_message: 1009'() {
        const code = closeCodeAfterHandshake(await rawExchange(upgradeHead('/small'), frame(0x2, Buffer.alloc(100)), 3000));
        return code === 1009 || String(code);
    },
    async 'unknown opcode: 1002'() {
        const code = closeCodeAfterHandshake(await rawExchange(upgradeHead('/echo'), frame(0x3, Buffer.from('x')), 3000));
        return code === 1002 || String(code);
    },
    async 'control frame over 125 bytes: 1002'() {
        const code = closeCodeAfterHandshake(await rawExchange(upgradeHead('/echo'), frame(0x9, Buffer.alloc(126)), 3000));
        return code === 1002 || String(code);
    },
    async 'fragmented control frame: 1002'() {
        const code = closeCodeAfterHandshake(await rawExchange(upgradeHead('/echo'), frame(0x9, Buffer.from('x'), { fin: false }), 3000));
        return code === 1002 || String(code);
    },
    async 'RSV1 without deflate agreed: 1002'() {
        const code = closeCodeAfterHandshake(await rawExchange(upgradeHead('/small'), frame(0x1, Buffer.from('x'), { rsv: 0x40 }), 3000));
        return code === 1002 || String(code);
    },
    async 'frames sent with the handshake are not lost'() {
        // The upgrade head and a text frame in one write: the frame must reach the handler.
        const out = await rawExchange(Buffer.concat([Buffer.from(upgradeHead('/echo')), frame(0x1, Buffer.from('early'))]), null, 1000);
        const f = out.slice(out.indexOf('\r\n\r\n') + 4);
        return (f[0] === 0x81 && f.slice(2, 2 + f[1]).toString() === 'early') || `got ${f.toString('hex')}`;
    },
    async 'idle: the server pings a silent peer, then closes it'() {
        const started = Date.now();
        const out = await rawExchange(upgradeHead('/idle'), null, 4000);
        const took = Date.now() - started;
        const f = out.slice(out.indexOf('\r\n\r\n') + 4);
        return (f[0] === 0x89 && f[1] === 0 && took < 3000) || `got ${f.toString('hex')} after ${took} ms`;
    },
    async 'idle: a peer that answers pings stays connected'() {
        const ws = await open('/idle');
        await new Promise((r) => setTimeout(r, 1800));
        const got = nextMessage(ws);
        ws.send('still here');
        const r = await withTimeout(got, 3000, 'echo after idle ticks');
        ws.close();
        return r.data.toString() === 'still here' || `got ${r.data}`;
    },
    async 'connections leave nothing behind (500 opened, used, closed)'() {
        const mem = async () => Number((await rawExchange('GET /mem HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', null, 2000)).toString().split('\r\n\r\n')[1]);
        const round = async () => {
            for (let i = 0; i < 5; i++) {
                await Promise.all(Array.from({ length: 100 }, async (_, j) => {
                    const r = await echo('/echo', `m${j}`, {}, { perMessageDeflate: j % 2 === 0 });
                    await new Promise((res) => r.ws.once('close', res));
                }));
            }
            await new Promise((res) => setTimeout(res, 300));
        };
        await round(); // warm-up: pools and caches reach their size
        const before = await mem();
        await round();
        const after = await mem();
        return (after - before < 64 * 1024) || `memory_get_usage ${before} -> ${after}`;
    },
    async 'the worker still serves HTTP'() {
        const out = await httpHello();
        return /^HTTP\/1\.1 200[\s\S]*hello\n$/.test(out) || JSON.stringify(out);
    },
};

(async () => {
    for (const [name, fn] of Object.entries(checks)) {
        if (only.length && !only.some((o) => name.includes(o))) continue;
        try {
            const r = await withTimeout(fn(), 20000, name);
            if (r === true) pass(name); else fail(name, r);
        } catch (e) {
            fail(name, e.message);
        }
    }
    process.exit(failed ? 1 : 0);
})();
