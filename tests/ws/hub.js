// Vela\Hub::join() (tests/ws/run): WebSocket connections as subscribers of
// a topic. Five reading clients and one that stops reading join "room";
// 600 messages of 32 KiB are published in rounds of 20: every reader gets
// each one exactly once and in order, while the non-reading peer costs
// drops in the hub's bounded queue (stats: dropped), never a stall; when
// it reads again it gets an increasing subset. leave() stops delivery, and
// a closed connection leaves its topics (presence back to 0).
// usage: node hub.js PORT
'use strict';
const WebSocket = require('ws');

const port = Number(process.argv[2]);
const base = `ws://127.0.0.1:${port}`;
const { pass, fail, failures, sleep, get: getFrom } = require('./check');

const READERS = 5, ROUNDS = 30, PER_ROUND = 20, SIZE = 32 * 1024;

const get = (path) => getFrom(port, path);

async function stats() {
    try { return JSON.parse(await get('/hub/stats?topic=room')); } catch (e) { return {}; }
}

// A client of /hub/join that records the sequence numbers of what it gets.
function join() {
    return new Promise((resolve, reject) => {
        const ws = new WebSocket(`${base}/hub/join?topic=room`, { perMessageDeflate: false });
        ws.seqs = [];
        ws.other = [];
        ws.bad = 0;
        ws.on('message', (data) => {
            const text = data.toString();
            if (text.startsWith('joined')) { ws.joined = text; return resolve(ws); }
            const m = /^(\d{6}):m*$/.exec(text);
            if (m && data.length === SIZE) ws.seqs.push(Number(m[1]));
            else if (m) ws.bad++;
            else ws.other.push(text);
        });
        ws.once('error', reject);
        ws.once('close', (code) => reject(new Error(`closed with ${code} before "joined"`)));
    });
}

async function until(check, ms) {
    for (let waited = 0; waited < ms; waited += 20) {
        if (await check()) return true;
        await sleep(20);
    }
    return check();
}

let finished = false;
process.on('exit', () => { // an await that nothing resolves would end Node quietly with 0
    if (!finished) { console.log('FAIL ws: hub: ended before its checks ran'); process.exitCode = 1; }
});

(async () => {
    const readers = [];
    for (let i = 0; i < READERS; i++) readers.push(await join());
    const slow = await join();
    slow.pause(); // reads nothing more: the kernel buffers fill, then the server's queues
    const all = readers.concat([slow]);
    if ((await stats()).presence === READERS + 1 && all.every((r) => r.joined === 'joined, again: false')) {
        pass('six connections joined the topic (presence 6; a second join() of the same is false)');
    } else fail('six connections joined the topic', `${JSON.stringify(await stats())} ${all.map((r) => r.joined)}`);

    let reached = 0, stalled = null;
    for (let round = 0; round < ROUNDS && stalled === null; round++) {
        reached += Number(await get(`/hub/publish?topic=room&n=${PER_ROUND}&size=${SIZE}`));
        const want = (round + 1) * PER_ROUND;
        if (!await until(() => readers.every((r) => r.seqs.length >= want), 10000)) stalled = round;
    }
    const total = ROUNDS * PER_ROUND;
    if (stalled !== null) {
        fail('readers get every message while a peer does not read',
            `round ${stalled}: readers have ${readers.map((r) => r.seqs.length).join(',')} of ${total}`);
    } else pass(`${READERS} readers got ${total} messages of 32 KiB while a peer did not read`);
    const exact = readers.every((r) => r.bad === 0 && r.seqs.length === total && r.seqs.every((s, i) => s === i));
    if (exact) pass('each reader got each message exactly once, in order');
    else fail('each reader got each message exactly once, in order',
        readers.map((r) => `${r.seqs.length} msgs, ${r.bad} bad, first gap at ${r.seqs.findIndex((s, i) => s !== i)}`).join('; '));
    if (reached === total * (READERS + 1)) pass('publish() counted six subscribers per message');
    else fail('publish() counted six subscribers per message', `sum ${reached}, want ${total * (READERS + 1)}`);
    const s = await stats();
    if (s.dropped > 0 && s.dropped < total) pass(`the non-reading peer's queue dropped its oldest (${s.dropped} dropped)`);
    else fail("the non-reading peer's queue dropped its oldest", JSON.stringify(s));

    slow.resume();
    await until(() => slow.seqs.length > 0 && slow.seqs[slow.seqs.length - 1] === total - 1, 10000);
    const increasing = slow.seqs.every((v, i) => i === 0 || v > slow.seqs[i - 1]);
    if (slow.bad === 0 && increasing && slow.seqs.length < total && slow.seqs[slow.seqs.length - 1] === total - 1) {
        pass(`the slow peer, reading again, got ${slow.seqs.length} of ${total}, increasing, the newest last`);
    } else fail('the slow peer gets an increasing subset ending with the newest',
        `${slow.seqs.length} msgs, bad ${slow.bad}, increasing ${increasing}, last ${slow.seqs[slow.seqs.length - 1]}`);

    slow.terminate(); // gone without a close frame: it leaves its topics
    if (await until(async () => (await stats()).presence === READERS, 5000)) pass('a connection that drops leaves its topic');
    else fail('a connection that drops leaves its topic', JSON.stringify(await stats()));

    const quitter = readers[0];
    quitter.send('leave');
    await until(() => quitter.other.includes('left 1'), 5000);
    const before = quitter.seqs.length;
    const one = Number(await get(`/hub/publish?topic=room&n=1&size=${SIZE}`));
    await until(() => readers.slice(1).every((r) => r.seqs.length === total + 1), 5000);
    await sleep(100);
    if (quitter.other.includes('left 1') && one === READERS - 1 && quitter.seqs.length === before &&
        readers.slice(1).every((r) => r.seqs.length === total + 1)) pass('leave() stops delivery to that connection only');
    else fail('leave() stops delivery to that connection only',
        `reply ${quitter.other}, publish reached ${one}, quitter +${quitter.seqs.length - before}`);

    for (const r of readers) r.close();
    if (await until(async () => (await stats()).presence === 0, 5000)) pass('closed connections left: presence 0');
    else fail('closed connections left: presence 0', JSON.stringify(await stats()));
    finished = true;
    process.exit(failures() ? 1 : 0);
})().catch((e) => { finished = true; fail('hub', e.stack); process.exit(1); });
