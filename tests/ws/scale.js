// Three Vela instances behind nginx (tests/ws/scale-run starts them): Node
// ws clients connect through nginx and are spread over the three; one
// broadcast reaches every client exactly once; then instance B is stopped
// (SIGTERM) and started again while instance A publishes a numbered series:
// only B's clients lose their connection (1001) and reconnect through
// nginx, the clients of A and C get the whole series once and in order,
// and after the reconnections one more broadcast reaches every client once.
// usage: node scale.js NGINX_PORT RESTART_CMD_JSON PORT_A PORT_B PORT_C PID_B
'use strict';
const http = require('http');
const { spawn } = require('child_process');
const WebSocket = require('ws');

const [nginx, restartJson, portA, , , pidB] = process.argv.slice(2);
const restart = JSON.parse(restartJson);
const total = 30;
let failed = 0;
const pass = (n) => console.log(`PASS ws: ${n}`);
const fail = (n, why) => { console.log(`FAIL ws: ${n}\n  ${why}`); failed++; };
const check = (n, ok, why) => (ok ? pass(n) : fail(n, why));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function get(port, path) {
    return new Promise((resolve) => {
        http.get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
            let body = '';
            res.on('data', (d) => { body += d; });
            res.on('end', () => resolve(body));
        }).on('error', (e) => resolve(`error ${e.message}`));
    });
}

// A client through nginx: its instance, its messages, its close code; reconnects when `again` says so.
function client() {
    const c = { instance: null, messages: [], closes: [], ws: null, again: false };
    c.open = () => new Promise((resolve) => {
        const ws = new WebSocket(`ws://127.0.0.1:${nginx}/ws`);
        c.ws = ws;
        ws.on('message', (d) => {
            const text = d.toString();
            const hello = /^hello (\w) (\d+)$/.exec(text);
            if (hello) {
                c.instance = hello[1];
                resolve(c);
            } else {
                c.messages.push(text);
            }
        });
        ws.on('close', (code) => {
            c.closes.push(code);
            if (c.again) {
                setTimeout(() => c.open(), 100);
            }
        });
        ws.on('error', () => { if (!c.instance) setTimeout(() => c.open().then(resolve), 200); });
    });
    return c;
}

(async () => {
    const clients = await Promise.all(Array.from({ length: total }, () => client().open()));
    const on = (x) => clients.filter((c) => c.instance === x);
    check(`${total} clients through nginx are spread over the 3 instances`,
        on('A').length > 0 && on('B').length > 0 && on('C').length > 0,
        `A ${on('A').length}, B ${on('B').length}, C ${on('C').length}`);
    await sleep(300);
    await get(nginx, '/pub?m=one');
    await sleep(1500);
    const once = (c, m) => c.messages.filter((x) => x === m).length === 1;
    check('one broadcast through nginx reaches every client of every instance exactly once',
        clients.every((c) => once(c, 'one')),
        JSON.stringify(clients.map((c) => c.messages.filter((x) => x === 'one').length)));

    // B restarts while A publishes s0..s39, one every 50 ms.
    const bClients = on('B');
    const steady = clients.filter((c) => c.instance !== 'B');
    clients.forEach((c) => { c.again = c.instance === 'B'; });
    const series = [];
    const publishing = (async () => {
        for (let i = 0; i < 40; i++) {
            series.push(`s${i}`);
            await get(portA, `/pub?m=s${i}`);
            await sleep(50);
        }
    })();
    await sleep(300);
    process.kill(Number(pidB), 'SIGTERM');
    let restarted = null;
    const waitExit = async () => { for (let i = 0; i < 100; i++) { try { process.kill(Number(pidB), 0); } catch (e) { return true; } await sleep(100); } return false; };
    if (await waitExit()) {
        restarted = spawn(restart[0], restart.slice(1), { stdio: 'ignore' });
        require('fs').writeFileSync(process.env.SCALE_PID_FILE, `${restarted.pid}\n`);
    }
    await publishing;
    await sleep(1500);
    check('B stopped and started again', restarted !== null, `pid ${pidB} did not exit`);
    check("B's clients lost their connection with 1001 (going away), and only they",
        bClients.every((c) => c.closes[0] === 1001) && steady.every((c) => c.closes.length === 0),
        `B: ${JSON.stringify(bClients.map((c) => c.closes))}; others closed: ${steady.filter((c) => c.closes.length).length}`);
    const sOf = (c) => c.messages.filter((m) => /^s\d+$/.test(m));
    check('the clients of A and C got the whole series during the restart, once and in order',
        steady.every((c) => JSON.stringify(sOf(c)) === JSON.stringify(series)),
        steady.filter((c) => JSON.stringify(sOf(c)) !== JSON.stringify(series)).map((c) => `${c.instance}: ${sOf(c).length}`).join(', '));

    for (let i = 0; i < 50 && !bClients.every((c) => c.ws.readyState === WebSocket.OPEN); i++) {
        await sleep(100);
    }
    check("B's clients reconnected through nginx", bClients.every((c) => c.ws.readyState === WebSocket.OPEN),
        `${bClients.filter((c) => c.ws.readyState !== WebSocket.OPEN).length} not open`);
    await sleep(500);
    await get(nginx, '/pub?m=final');
    await sleep(1500);
    check('after the restart one broadcast reaches every client exactly once',
        clients.every((c) => once(c, 'final')),
        JSON.stringify(clients.map((c) => c.messages.filter((x) => x === 'final').length)));
    clients.forEach((c) => { c.again = false; c.ws.terminate(); });
    if (restarted) {
        restarted.kill('SIGTERM');
    }
    process.exit(failed ? 1 : 0);
})();
