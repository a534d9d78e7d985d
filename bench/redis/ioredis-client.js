// bench/redis: Node's ioredis (from npm, installed by bench/redis/run).
// usage: node ioredis-client.js MODE TARGET CALLERS OPS — CALLERS async loops
// share one connection (one per node for a Cluster), as ioredis is used.
// Prints one JSON line: {"ops":N,"seconds":S,"cpu":C}.
'use strict';
const Redis = require('ioredis');
const [mode, target, callersArg, opsArg] = process.argv.slice(2);
const callers = Number(callersArg);
const ops = Number(opsArg);

function connect() {
    if (mode === 'cluster') {
        const nodes = target.split(',').map((n) => ({ host: n.split(':')[0], port: Number(n.split(':')[1]) }));
        return new Redis.Cluster(nodes);
    }
    const [host, port] = target.split(':');
    return new Redis({ host, port: Number(port) });
}

async function main() {
    const redis = connect();
    const keys = Array.from({ length: 100 }, (_, i) => `bench:key:${i + 1}`);
    if (mode === 'mget') {
        await redis.mset(Object.fromEntries(keys.map((k) => [k, 'x'.repeat(16)])));
    }
    await redis.ping();
    const per = Math.floor(ops / callers);
    const start = process.hrtime.bigint();
    const cpu0 = process.cpuUsage();
    const loops = [];
    for (let c = 0; c < callers; c++) {
        loops.push((async () => {
            const key = `bench:caller:${c}`;
            if (mode === 'mget') {
                for (let i = 0; i < per; i++) await redis.mget(keys);
                return;
            }
            for (let i = 0; i < per; i += 2) {
                await redis.set(key, 'value-0123456789');
                await redis.get(key);
            }
        })());
    }
    await Promise.all(loops);
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    const cpu = process.cpuUsage(cpu0);
    console.log(JSON.stringify({ ops: per * callers, seconds, cpu: (cpu.user + cpu.system) / 1e6 }));
    redis.disconnect();
}
main().catch((e) => { console.error(e); process.exit(1); });
