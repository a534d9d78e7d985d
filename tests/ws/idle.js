// 10,000 idle WebSocket connections held by two workers (tests/ws/run):
// the growth of the server's RSS (master and workers, from /proc) divided
// by the connections stays under a generous bound. The event style
// (/events) measured 3.5-4 KiB per connection; the loop style, whose
// suspended coroutine each connection kept, 16.6 KiB (IDLE_PATH=/echo
// shows this check failing). Then every 100th connection still echoes and,
// closed, all of them leave /metrics. A memory figure, never a timing.
// usage: node idle.js PORT MASTER_PID [COUNT] [BOUND_KIB] [PATH]
'use strict';
const fs = require('fs');
const WebSocket = require('ws');

const port = Number(process.argv[2]);
const master = Number(process.argv[3]);
const count = Number(process.argv[4] || 10000);
const boundKib = Number(process.argv[5] || 8);
const path = process.argv[6] || process.env.IDLE_PATH || '/events';
const { pass, fail, failures, sleep, get: getFrom } = require('./check');

// KiB of resident memory of pid and its children.
function treeRss(pid) {
    const rss = (p) => { try { return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))[1]); } catch { return 0; } };
    let total = rss(pid);
    for (const entry of fs.readdirSync('/proc')) {
        if (!/^\d+$/.test(entry)) continue;
        try {
            const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
            if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) total += rss(entry);
        } catch { /* gone */ }
    }
    return total;
}

const get = (path) => getFrom(port, path);

// Opens n connections, at most 200 handshakes at a time; resolves with the open ones.
function openMany(n) {
    return new Promise((resolve) => {
        const open = [];
        let started = 0, settled = 0;
        const one = () => {
            if (started >= n) return;
            started++;
            const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, { perMessageDeflate: false });
            ws.closed = new Promise((r) => ws.on('close', r));
            ws.on('open', () => { open.push(ws); done(); });
            ws.on('error', () => done());
        };
        const done = () => { settled++; if (settled === n) resolve(open); else one(); };
        for (let i = 0; i < Math.min(200, n); i++) one();
    });
}

const metric = (text) => { const m = /^vela_websocket_connections (\d+)$/m.exec(text); return m ? Number(m[1]) : null; };

(async () => {
    const warm = await openMany(100); // the first connections size the pools
    await sleep(1000);
    const before = treeRss(master);
    const conns = await openMany(count);
    await sleep(2000);
    const after = treeRss(master);
    const perConn = (after - before) / count;
    if (conns.length !== count) fail(`${count} idle connections on 2 workers`, `only ${conns.length} opened`);
    else if (perConn < boundKib) pass(`${count} idle connections on 2 workers: ${perConn.toFixed(2)} KiB each (bound ${boundKib})`);
    else fail(`${count} idle connections on 2 workers under ${boundKib} KiB each`, `${perConn.toFixed(2)} KiB each (RSS ${before} -> ${after} KiB)`);

    const sample = conns.filter((_, i) => i % 100 === 0);
    const echoed = await Promise.all(sample.map((ws, i) => new Promise((r) => {
        const t = setTimeout(() => r(false), 10000);
        ws.once('message', (m) => { if (m.toString() === `idle ${i}`) { clearTimeout(t); r(true); } else ws.once('message', (m2) => { clearTimeout(t); r(m2.toString() === `idle ${i}`); }); });
        ws.send(`idle ${i}`);
    })));
    if (echoed.every(Boolean)) pass(`every 100th of them still echoes (${sample.length})`);
    else fail('every 100th of the idle connections still echoes', `${echoed.filter(Boolean).length} of ${sample.length}`);

    const all = [...warm, ...conns];
    all.forEach((ws) => ws.close(1000));
    await Promise.race([Promise.all(all.map((ws) => ws.closed)), sleep(30000)]);
    let open = null;
    for (let t = 0; t < 8000 && open !== 0; t += 500) { await sleep(500); open = metric(await get('/metrics')); }
    if (open === 0) pass('closed, they all leave (vela_websocket_connections 0)');
    else fail('closed, the idle connections all leave', `vela_websocket_connections ${open}`);
    process.exit(failures() ? 1 : 0);
})().catch((e) => { fail('idle: the client crashed', e.stack); process.exit(1); });
