// With workers (tests/ws/run): open connections and slow-peer closes are
// counted in /metrics (summed over the workers), and a reload (SIGHUP to
// the master) closes every connection with 1001; clients that reconnect
// are served by the new workers. Presence: connections joined to a topic
// (Hub::join(), no Redis) in both workers are counted by each worker's
// presence() (the master relays the counts), and their closes too;
// joined with ids, each worker's members() lists the same distinct ids.
// usage: node workers.js PORT MASTER_PID
'use strict';
const net = require('net');
const crypto = require('crypto');
const WebSocket = require('ws');

const [port, master] = [Number(process.argv[2]), Number(process.argv[3])];
const clients = 40;
const { pass, fail, failures, sleep, get: getFrom } = require('./check');

const get = (path) => getFrom(port, path);

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

function joinTopic(topic, id = null) {
    const query = id === null ? '' : `&id=${encodeURIComponent(id)}`;
    return new Promise((resolve, reject) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/hub/join?topic=${topic}${query}`);
        ws.once('message', () => resolve(ws)); // "joined, again: false": it joined
        ws.on('error', reject);
    });
}

// Asks /hub/stats until every worker that answered said `want` (both answered) or 10 s pass.
async function everyWorkerCounts(topic, want) {
    const said = new Map();
    for (const deadline = Date.now() + 10000; Date.now() < deadline;) {
        const text = await get(`/hub/stats?topic=${topic}&pid=1`);
        try {
            const stats = JSON.parse(text);
            said.set(stats.pid, stats.presence);
        } catch (e) { /* a worker restarting */ }
        if (said.size >= 2 && [...said.values()].every((n) => n === want)) return true;
        await sleep(20);
    }
    return JSON.stringify([...said]);
}

// Asks /hub/stats until every worker that answered listed `want` (sorted ids; both answered) or 10 s pass.
async function everyWorkerLists(topic, want) {
    const said = new Map();
    const expected = JSON.stringify(want);
    for (const deadline = Date.now() + 10000; Date.now() < deadline;) {
        const text = await get(`/hub/stats?topic=${topic}&pid=1`);
        try {
            const stats = JSON.parse(text);
            said.set(stats.pid, JSON.stringify(stats.members));
        } catch (e) { /* a worker restarting */ }
        if (said.size >= 2 && [...said.values()].every((ids) => ids === expected)) return true;
        await sleep(20);
    }
    return JSON.stringify([...said]);
}

async function members() {
    const ids = ['ann', 'bo b', 'çé|1', '42'];
    const joined = await Promise.all(Array.from({ length: 12 }, (_, i) => joinTopic('members', ids[i % 4])));
    const sorted = [...ids].sort((a, b) => (Buffer.from(a) < Buffer.from(b) ? -1 : 1));
    let got = await everyWorkerLists('members', sorted);
    if (got === true) pass("both workers list the 4 ids of 12 connections joined in either (members() across workers)");
    else fail('both workers list the 4 ids of 12 connections joined in either', `pid => members: ${got}`);
    joined.filter((_, i) => i % 4 === 1).forEach((ws) => ws.close()); // every "bo b"
    got = await everyWorkerLists('members', sorted.filter((id) => id !== 'bo b'));
    if (got === true) pass('the 3 connections of one id closed: both workers list the other 3 ids');
    else fail('the 3 connections of one id closed: both workers list the other 3 ids', `pid => members: ${got}`);
    joined.forEach((ws) => ws.close());
}

async function presence() {
    const joined = await Promise.all(Array.from({ length: 12 }, () => joinTopic('presence')));
    let got = await everyWorkerCounts('presence', 12);
    if (got === true) pass('both workers count the 12 connections joined in either (presence() across workers)');
    else fail('both workers count the 12 connections joined in either', `pid => presence: ${got}`);
    joined.slice(0, 5).forEach((ws) => ws.close());
    got = await everyWorkerCounts('presence', 7);
    if (got === true) pass('5 closed: both workers count 7');
    else fail('5 closed: both workers count 7', `pid => presence: ${got}`);
    joined.slice(5).forEach((ws) => ws.close());
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

    await presence();
    await members();

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
    process.exit(failures() ? 1 : 0);
})();
