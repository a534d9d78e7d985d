// bench/websocket load generator: CONNECTIONS WebSocket clients, each keeping
// DEPTH "hello" text frames in flight (echo-ws: 1; echo-ws-pipeline: 16),
// counting echoes for SECONDS after a 1 s warm-up. Prints msgs/s and this
// process's CPU µs (user + system) over the counting window, as load.c does.
// usage: node load.js URL CONNECTIONS DEPTH SECONDS
'use strict';
const WebSocket = require('ws');
const [url, conns, depth, seconds] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4]), Number(process.argv[5])];
let received = 0, counting = false, open = 0;
for (let i = 0; i < conns; i++) {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    ws.on('open', () => {
        open++;
        for (let d = 0; d < depth; d++) ws.send('hello');
    });
    ws.on('message', () => {
        if (counting) received++;
        ws.send('hello');
    });
    ws.on('error', () => {});
}
setTimeout(() => {
    counting = true;
    const started = process.hrtime.bigint();
    const cpu0 = process.cpuUsage();
    setTimeout(() => {
        const took = Number(process.hrtime.bigint() - started) / 1e9;
        const cpu = process.cpuUsage(cpu0);
        console.log(JSON.stringify({ msgs_per_s: Math.round(received / took), open, cpu_us: cpu.user + cpu.system }));
        process.exit(0);
    }, seconds * 1000);
}, 1000);
