import { Server } from '@hocuspocus/server';

/**
 * The ceiling for bench/pages: a bare Hocuspocus server on the port given as the first argument,
 * with no extension (no authentication, no page rules, no storage, no PostgreSQL between
 * processes): what relaying a keystroke to the other editors costs on this machine at best.
 */
const port = Number(process.argv[2]);
const server = new Server({ port, address: '127.0.0.1', quiet: true });
await server.listen();
console.log('ceiling ready');
