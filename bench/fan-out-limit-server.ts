// The limit for bench/fan-out.ts: Socket.IO with the Redis adapter and nothing of the product's.
// A socket joins the room its query names. PORT, REDIS_URL and LIMIT_KEY (the adapter's channel
// prefix) come from the bench.
import { createServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';

const pub = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const sub = pub.duplicate();
const httpServer = createServer();
const server = new Server(httpServer, {
  path: '/socket.io',
  transports: ['websocket'],
  serveClient: false,
  adapter: createAdapter(pub, sub, { key: process.env.LIMIT_KEY ?? 'qanoon-bench-fanout' }),
});
server.on('connection', (socket) => {
  void socket.join(`user:${String(socket.handshake.query.user)}`);
  socket.emit('ready', {});
});
httpServer.listen(Number(process.env.PORT), '127.0.0.1');
process.once('SIGTERM', () => {
  void server.close(() => {
    pub.disconnect();
    sub.disconnect();
    process.exit(0);
  });
});
