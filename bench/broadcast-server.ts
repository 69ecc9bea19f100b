import fastifyWebsocket from '@fastify/websocket';
import Fastify from 'fastify';
import type { WebSocket } from 'ws';

/**
 * The ceiling for bench/realtime: a bare Fastify app with @fastify/websocket on the port given as
 * the first argument. `POST /write` sends `{"type":"event","name":…}` to every open socket of
 * `GET /ws`, then answers: what Keel's realtime path costs with no database, no outbox, no
 * listener and no visibility filter. Nothing Keel does can be faster on the same machine.
 */
const port = Number(process.argv[2]);
const app = Fastify({ logger: false });
await app.register(fastifyWebsocket);
const sockets = new Set<WebSocket>();
app.get('/ws', { websocket: true }, (socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});
app.post<{ Body: { name: string } }>('/write', (request) => {
  const text = JSON.stringify({ type: 'event', name: request.body.name });
  setImmediate(() => {
    for (const socket of sockets) socket.send(text);
  });
  return { ok: true };
});
await app.listen({ port, host: '127.0.0.1' });
console.log(JSON.stringify({ level: 30, msg: 'broadcast ready' }));
