import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { rooms } from './realtime.ts';

export interface SocketIdentity {
  userId: string;
  isAdmin: boolean;
}

export interface RealtimeServer {
  /** Number of sockets connected to this process. */
  connectedCount(): number;
  close(): Promise<void>;
}

/**
 * Socket.IO on the web server's own origin (path /socket.io, websocket and polling). The Redis
 * adapter lets several web processes share rooms, so a notice emitted anywhere reaches every
 * browser in the room.
 */
export function attachRealtimeServer(
  httpServer: HttpServer,
  options: { redisUrl: string; identify?: (cookieHeader: string | undefined) => Promise<SocketIdentity | null> },
): RealtimeServer {
  const pub = new Redis(options.redisUrl, { lazyConnect: false });
  const sub = pub.duplicate();
  pub.on('error', () => {});
  sub.on('error', () => {});
  const io = new Server(httpServer, {
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    serveClient: false,
    adapter: createAdapter(pub, sub),
  });

  io.on('connection', async (socket) => {
    await socket.join(rooms.everyone);
    const identity = await options.identify?.(socket.handshake.headers.cookie).catch(() => null);
    if (identity) {
      await socket.join(rooms.user(identity.userId));
      if (identity.isAdmin) await socket.join(rooms.admins);
    }
    socket.emit('ready', { rooms: [...socket.rooms].filter((r) => r !== socket.id) });
  });

  return {
    connectedCount: () => io.engine.clientsCount,
    async close() {
      await new Promise<void>((resolve) => {
        io.close(() => resolve());
      });
      pub.disconnect();
      sub.disconnect();
    },
  };
}
