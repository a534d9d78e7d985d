// The event style (tests/ws/server.php's /events, a Vela\WebSocket\Handler):
// onOpen, onMessage in order (also for messages that arrive while onOpen or
// an onMessage suspends), onClose once with the code however the connection
// ends (the peer's, 4001 after close() from onMessage, 1011 after a handler
// threw, 1006 for a dropped TCP connection); and an idle connection holds
// no coroutine, where the loop style (/echo) holds one each.
// usage: node events.js PORT
'use strict';
const WebSocket = require('ws');

const port = Number(process.argv[2]);
const { pass, fail, failures, sleep, get: getFrom } = require('./check');
const check = (ok, n, why) => (ok ? pass(n) : fail(n, why));

const get = (path) => getFrom(port, path);

// A client on /events?tag=TAG&QUERY: collects messages; `closed` resolves with [code, reason].
function open(tag, query = '', path = '/events') {
    return new Promise((resolve, reject) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}${path}?tag=${tag}${query}`, { perMessageDeflate: false });
        ws.got = [];
        ws.on('message', (m) => ws.got.push(m.toString()));
        ws.closed = new Promise((r) => ws.on('close', (code, reason) => r([code, reason.toString()])));
        ws.on('open', () => resolve(ws));
        ws.on('error', reject);
    });
}

async function until(fn, ms = 5000) {
    for (let t = 0; t < ms && !fn(); t += 20) await sleep(20);
    return fn();
}

const closedCodes = async () => JSON.parse((await get('/events/closed')) || '{}');

(async () => {
    // Messages sent while onOpen sleeps arrive after its greeting, in order.
    let ws = await open('order', '&slow=1');
    ['a', 'b', 'c'].forEach((m) => ws.send(m));
    await until(() => ws.got.length >= 4);
    check(JSON.stringify(ws.got) === '["open order","a","b","c"]',
        'events: onOpen first, then the messages that came while it slept, in order', JSON.stringify(ws.got));

    // A handler that suspends holds the next messages back, order kept.
    ws.got = [];
    ['sleep', 'd', 'e'].forEach((m) => ws.send(m));
    await until(() => ws.got.length >= 3);
    check(JSON.stringify(ws.got) === '["slept","d","e"]', 'events: an onMessage that suspends keeps the order',
        JSON.stringify(ws.got));
    ws.close(4002, 'client bye');
    const [code] = await ws.closed;
    await sleep(100);
    check(code === 4002 && (await closedCodes()).order === 4002, 'events: onClose gets the peer\'s close code (4002)',
        `client saw ${code}, onClose ${JSON.stringify(await closedCodes())}`);

    // close() from onMessage: the client sees 4001, onClose gets 4001.
    ws = await open('asked');
    ws.send('close');
    const asked = await Promise.race([ws.closed, sleep(5000).then(() => null)]);
    await sleep(100);
    check(asked && asked[0] === 4001 && asked[1] === 'asked' && (await closedCodes()).asked === 4001,
        'events: close() from onMessage closes with its code, and onClose gets it', JSON.stringify([asked, await closedCodes()]));

    // A throwing onMessage: 1011, onClose(1011), the worker serves on.
    ws = await open('boom');
    ws.send('boom');
    const boom = await Promise.race([ws.closed, sleep(5000).then(() => null)]);
    await sleep(100);
    check(boom && boom[0] === 1011 && (await closedCodes()).boom === 1011,
        'events: a throwing onMessage closes with 1011 and onClose gets 1011', JSON.stringify([boom, await closedCodes()]));

    // A throwing onOpen: the same.
    ws = await open('boomopen', '&boom=open');
    const boomOpen = await Promise.race([ws.closed, sleep(5000).then(() => null)]);
    await sleep(100);
    check(boomOpen && boomOpen[0] === 1011 && (await closedCodes()).boomopen === 1011,
        'events: a throwing onOpen closes with 1011 and onClose gets 1011', JSON.stringify([boomOpen, await closedCodes()]));

    // A peer that drops the TCP connection: onClose(1006).
    ws = await open('dropped');
    await until(() => ws.got.length >= 1);
    ws._socket.destroy();
    let dropped;
    for (let t = 0; t < 3000 && dropped === undefined; t += 50) {
        await sleep(50);
        dropped = (await closedCodes()).dropped;
    }
    check(dropped === 1006, 'events: a dropped TCP connection calls onClose with 1006', `onClose got ${dropped}`);

    // Idle connections: the event style holds no coroutine, the loop style (/echo) one each.
    const base = Number(await get('/coroutines'));
    const idle = await Promise.all(Array.from({ length: 50 }, (_, i) => open(`idle${i}`)));
    await until(() => idle.every((c) => c.got.length >= 1));
    const withEvents = Number(await get('/coroutines'));
    const loops = await Promise.all(Array.from({ length: 50 }, (_, i) => open(`loop${i}`, '', '/echo')));
    await sleep(200);
    const withLoops = Number(await get('/coroutines'));
    check(withEvents === base && withLoops === base + 50,
        'events: 50 idle connections hold no coroutine (the loop style: 50)',
        `coroutines: ${base} before, ${withEvents} with 50 event connections, ${withLoops} with 50 loop ones too`);
    const echoed = await Promise.all(idle.map((c, i) => new Promise((r) => {
        c.once('message', (m) => r(m.toString() === `m${i}`));
        c.send(`m${i}`);
    })));
    check(echoed.every(Boolean), 'events: each of them still echoes', JSON.stringify(echoed));
    [...idle, ...loops].forEach((c) => c.close(1000));
    await Promise.all([...idle, ...loops].map((c) => c.closed));
    await sleep(200);
    const codes = await closedCodes();
    check(idle.every((_, i) => codes[`idle${i}`] === 1000), 'events: onClose once per connection (1000 from each client)',
        JSON.stringify(codes));
    check((await get('/hello')) === 'hello\n', 'events: the worker still serves HTTP', '');
    process.exit(failures() ? 1 : 0);
})().catch((e) => { fail('events: the client crashed', e.stack); process.exit(1); });
