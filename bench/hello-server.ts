import Fastify from 'fastify';

/**
 * The ceiling for bench/http: a bare Fastify app answering a small JSON object, on the port given
 * as the first argument. Nothing Keel does can be faster than this on the same machine.
 */
const port = Number(process.argv[2]);
const app = Fastify({ logger: false });
app.get('/', () => ({ hello: 'world' }));
await app.listen({ port, host: '127.0.0.1' });
console.log(JSON.stringify({ level: 30, msg: 'hello-world ready' }));
