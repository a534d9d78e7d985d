// bench/http-client: CONCURRENCY async loops share one undici Pool (at most
// MAX_PER_HOST connections; HTTP/2 when allowH2) and fetch URL until
// REQUESTS are done. Prints "requests seconds cpu_seconds".
const { Pool } = require('undici');
const fs = require('fs');
const [url, requests, concurrency, ca, maxPerHost, h2] = process.argv.slice(2);
const u = new URL(url);
const pool = new Pool(u.origin, {
    connections: Number(maxPerHost),
    allowH2: h2 === '1',
    connect: u.protocol === 'https:' ? { ca: fs.readFileSync(ca) } : undefined,
});
let left = Number(requests), ok = 0;
async function loop() {
    while (left-- > 0) {
        const r = await pool.request({ path: u.pathname, method: 'GET' });
        await r.body.text();
        ok += r.statusCode === 200 ? 1 : 0;
    }
}
(async () => {
    const warm = await pool.request({ path: u.pathname, method: 'GET' });
    await warm.body.text();
    const cpu = process.cpuUsage();
    const t = process.hrtime.bigint();
    await Promise.all(Array.from({ length: Number(concurrency) }, loop));
    const seconds = Number(process.hrtime.bigint() - t) / 1e9;
    const used = process.cpuUsage(cpu);
    await pool.close();
    if (ok !== Number(requests)) {
        console.error(`only ${ok} of ${requests} answered 200`);
        process.exit(1);
    }
    console.log(`${ok} ${seconds.toFixed(3)} ${((used.user + used.system) / 1e6).toFixed(3)}`);
})();
