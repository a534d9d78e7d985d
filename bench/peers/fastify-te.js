// The Node.js peer of bench/run: TechEmpower's seven tests on fastify with
// node-postgres, on node's cluster module with the same worker count as the
// other servers. Each worker has a pg Pool (named, prepared statements; the
// N SELECTs of a request run concurrently, each its own statement), one bulk
// UPDATE, and cached-queries through an in-process LRU map with read-through.
// usage: node fastify-te.js PORT WORKERS PG_HOST PG_PORT   (NODE_PATH: fastify, pg)
'use strict';
const cluster = require('node:cluster');
const [port, workers, pgHost, pgPort] = process.argv.slice(2);

if (cluster.isPrimary) {
    for (let i = 0; i < Number(workers); i++) cluster.fork();
    cluster.on('exit', () => process.exit(1));
} else {
    const fastify = require('fastify')({ logger: false });
    const { Pool } = require('pg');
    const pool = new Pool({ host: pgHost, port: Number(pgPort), database: 'hello_world',
        user: 'benchmarkdbuser', password: 'benchmarkdbpass', max: 8,
        // Kept open like the PHP peers' persistent connections: pg's default
        // (10 s idle) closes them between bench/run's cells, so each cell
        // paid 16 new backends (fork and SCRAM) in its own measurement.
        idleTimeoutMillis: 0 });
    // Without TCP_NODELAY each query waits out the delayed-ACK timer (about
    // 40 ms): measured 348 req/s on /db instead of thousands.
    pool.on('connect', (client) => client.connection.stream.setNoDelay(true));
    const random = () => 1 + Math.floor(Math.random() * 10000);
    const clamp = (v) => { const n = parseInt(v, 10); return Number.isNaN(n) || n < 1 ? 1 : Math.min(n, 500); };
    const world = async (id) => {
        const r = await pool.query({ name: 'world', text: 'SELECT id, randomnumber FROM world WHERE id = $1', values: [id] });
        return { id: r.rows[0].id, randomNumber: r.rows[0].randomnumber };
    };
    const worlds = (n) => Promise.all(Array.from({ length: n }, () => world(random())));
    const cache = new Map();
    const cacheMax = 10000;
    const cached = async (id) => {
        let w = cache.get(id);
        if (w === undefined) {
            w = await world(id);
            if (cache.size >= cacheMax) cache.delete(cache.keys().next().value);
        } else {
            cache.delete(id);
        }
        cache.set(id, w);
        return w;
    };
    const escape = (s) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' }[c]));

    fastify.addHook('onSend', async (req, reply) => { reply.header('Server', 'fastify'); });
    fastify.get('/plaintext', (req, reply) => { reply.type('text/plain').send('Hello, World!'); });
    fastify.get('/json', (req, reply) => { reply.send({ message: 'Hello, World!' }); });
    fastify.get('/db', async () => world(random()));
    fastify.get('/queries', async (req) => worlds(clamp(req.query.queries)));
    fastify.get('/cached-queries', async (req) =>
        Promise.all(Array.from({ length: clamp(req.query.count) }, () => cached(random()))));
    fastify.get('/updates', async (req) => {
        const rows = (await worlds(clamp(req.query.queries))).sort((a, b) => a.id - b.id);
        for (const w of rows) w.randomNumber = random();
        await pool.query({ name: 'update', text: 'UPDATE world SET randomnumber = v.r FROM (SELECT unnest($1::int[]) AS id, unnest($2::int[]) AS r) v WHERE world.id = v.id',
            values: [rows.map((w) => w.id), rows.map((w) => w.randomNumber)] });
        return rows;
    });
    fastify.get('/fortunes', async (req, reply) => {
        const r = await pool.query({ name: 'fortunes', text: 'SELECT id, message FROM fortune' });
        const rows = r.rows.concat([{ id: 0, message: 'Additional fortune added at request time.' }]);
        rows.sort((a, b) => (a.message < b.message ? -1 : a.message > b.message ? 1 : 0));
        let html = '<!DOCTYPE html><html><head><title>Fortunes</title></head><body><table><tr><th>id</th><th>message</th></tr>';
        for (const f of rows) html += `<tr><td>${f.id}</td><td>${escape(f.message)}</td></tr>`;
        reply.type('text/html; charset=utf-8').send(html + '</table></body></html>');
    });
    fastify.listen({ port: Number(port), host: '127.0.0.1' });
}
