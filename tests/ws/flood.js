// Backpressure (tests/ws/run): a peer that stops reading while the server
// sends 100 MB. send() must suspend at the connection's send-queue cap (the
// server's RSS stays bounded), and after send_timeout (2 s) the server
// closes the peer with 1008 and the suspended send() throws.
// usage: node flood.js PORT SERVER_LOG
'use strict';
const net = require('net');
const fs = require('fs');
const crypto = require('crypto');

const [port, log] = [Number(process.argv[2]), process.argv[3]];
const { pass, fail, failures, sleep, get: getFrom } = require('./check');

const get = (path) => getFrom(port, path);

(async () => {
    const before = Number(await get('/rss'));
    const key = crypto.randomBytes(16).toString('base64');
    const s = net.connect(port, '127.0.0.1');
    let received = 0, ended = false;
    let first = true;
    s.on('data', (d) => { // the 101 (maybe with a frame), then nothing until resume()
        received += d.length;
        if (first) s.pause();
        first = false;
    });
    s.on('close', () => { ended = true; });
    s.on('error', () => { ended = true; });
    s.write(`GET /flood HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`);
    await sleep(1700); // not reading: the kernel buffers fill, then the server's queue
    const during = Number(await get('/rss'));
    const growth = (during - before) / 1024;
    if (before > 0 && growth < 32) pass(`RSS bounded while a peer does not read (+${growth.toFixed(1)} MiB)`);
    else fail('RSS bounded while a peer does not read', `before ${before} KiB, during ${during} KiB`);
    await sleep(3000);
    const line = fs.readFileSync(log, 'utf8').split('\n').find((l) => l.startsWith('flood: closed'));
    const m = line && /after (\d+) bytes, code (\d+)/.exec(line);
    if (m && m[2] === '1008' && Number(m[1]) < 100 * 1024 * 1024) pass(`non-reading peer closed with 1008 after send_timeout (${(m[1] / 1048576).toFixed(1)} MiB sent of 100)`);
    else fail('non-reading peer closed with 1008 after send_timeout', `server log: ${line}`);
    s.resume();
    for (let i = 0; i < 50 && !ended; i++) await sleep(100);
    if (ended) pass('the non-reading peer\'s connection is gone');
    else fail('the non-reading peer\'s connection is gone', `still open after reading ${received} bytes`);
    // A peer that goes away wakes every coroutine waiting on its connection.
    const key2 = crypto.randomBytes(16).toString('base64');
    const t = net.connect(port, '127.0.0.1');
    t.on('error', () => {});
    t.write(`GET /two-waiters HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${key2}\r\nSec-WebSocket-Version: 13\r\n\r\n`);
    await sleep(300);
    t.pause();
    await sleep(700); // the sender is now suspended at the 64 KiB queue cap, the handler in receive()
    t.resetAndDestroy();
    let woke;
    for (let i = 0; i < 30 && !woke; i++) {
        await sleep(100);
        woke = fs.readFileSync(log, 'utf8').split('\n').find((l) => l.startsWith('two-waiters:'));
    }
    if (woke && /receive gave NULL, send threw ClosedException, code 1006/.test(woke)) pass('a peer that goes away wakes every coroutine waiting on it (receive and send)');
    else fail('a peer that goes away wakes every coroutine waiting on it', `server log: ${woke}`);

    // The other way round: a client that sends faster than the application reads.
    const WebSocket = require('ws');
    const base = Number(await get('/rss'));
    const ws = new WebSocket(`ws://127.0.0.1:${port}/slow-reader`, { perMessageDeflate: false });
    const answer = new Promise((r) => ws.once('message', (d) => r(d.toString())));
    await new Promise((r) => ws.once('open', r));
    const chunk = Buffer.alloc(64 * 1024, 7);
    for (let i = 0; i < 300; i++) ws.send(chunk);
    ws.send('end');
    await sleep(600);
    const held = Number(await get('/rss'));
    const waiting = ws.bufferedAmount; // what TCP holds back at the client
    const total = await Promise.race([answer, sleep(15000).then(() => 'timeout')]);
    ws.close();
    const heldMiB = (held - base) / 1024;
    if (heldMiB < 8 && waiting > 0 && total === String(300 * 64 * 1024)) pass(`a client that sends faster than the handler reads is held back (server +${heldMiB.toFixed(1)} MiB, ${(waiting / 1048576).toFixed(1)} MiB waiting at the client; all ${total} bytes arrived)`);
    else fail('a client that sends faster than the handler reads is held back', `RSS +${heldMiB.toFixed(1)} MiB, ${waiting} bytes waiting at the client, handler counted ${total}`);
    const hello = await get('/hello');
    if (hello === 'hello\n') pass('the worker still serves HTTP after the flood'); else fail('the worker still serves HTTP after the flood', JSON.stringify(hello));
    process.exit(failures() ? 1 : 0);
})();
