// Node.js peer for bench/http/run: fastify on node's cluster module with the
// same worker count as the other servers. /plaintext and /json as in
// TechEmpower (json through fastify's serializer, a new object per request).
// usage: node fastify-server.js PORT WORKERS   (NODE_PATH points at the
// bench's private node_modules)
'use strict';
const cluster = require('node:cluster');
const port = Number(process.argv[2]);
const workers = Number(process.argv[3]);

if (cluster.isPrimary) {
    for (let i = 0; i < workers; i++) cluster.fork();
    cluster.on('exit', () => process.exit(1));
} else {
    const fastify = require('fastify')({ logger: false });
    const schema = { response: { 200: { type: 'object', properties: { message: { type: 'string' } } } } };
    fastify.get('/plaintext', (req, reply) => {
        reply.header('Server', 'fastify').type('text/plain').send('Hello, World!');
    });
    fastify.get('/json', { schema }, (req, reply) => {
        reply.header('Server', 'fastify').send({ message: 'Hello, World!' });
    });
    fastify.listen({ port, host: '127.0.0.1' });
}
