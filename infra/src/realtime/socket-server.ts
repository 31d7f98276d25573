import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { rooms } from './realtime.ts';

export interface SocketIdentity {
  userId: string;
  isAdmin: boolean;
  /** When the session behind the socket ends unless it is used again (sessions slide). */
  expiresAt: Date;
}

/** How often a signed-in socket's session is checked again, besides at its expiry. */
export const sessionRecheckMs = 60_000;

/**
 * A browser's socket may come only from a page of this site: a handshake whose Origin names
 * another host is refused (a page elsewhere would otherwise ride on the session cookie). Clients
 * that send no Origin (a same-origin polling request, a program) are let through.
 */
export function sameOriginHandshake(headers: Record<string, string | string[] | undefined>): boolean {
  const origin = headers.origin;
  if (typeof origin !== 'string' || origin === '') return true;
  const forwarded = headers['x-forwarded-host'];
  const host = (typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : undefined) || headers.host;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export interface RealtimeServer {
  /** Number of sockets connected to this process. */
  connectedCount(): number;
  close(): Promise<void>;
}

/**
 * Socket.IO on the web server's own origin (path /socket.io), over WebSocket only: a socket is one
 * connection, held by whichever web process accepted it, so processes sharing a port need no
 * sticky sessions (HTTP long-polling would send each poll to any of them; ADR 0048). The Redis
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
    transports: ['websocket'],
    serveClient: false,
    adapter: createAdapter(pub, sub),
    allowRequest: (request, callback) => callback(null, sameOriginHandshake(request.headers)),
  });

  io.on('connection', async (socket) => {
    await socket.join(rooms.everyone);
    const cookie = socket.handshake.headers.cookie;
    const identity = await options.identify?.(cookie).catch(() => null);
    if (identity) {
      await socket.join(rooms.user(identity.userId));
      if (identity.isAdmin) await socket.join(rooms.admins);
      watchSession(identity.expiresAt);
    }
    socket.emit('ready', { rooms: [...socket.rooms].filter((r) => r !== socket.id) });

    // A session that ended (expired, revoked by a path that sent no disconnect) ends its socket
    // too, so no notice of the user's reaches a browser signed out.
    function watchSession(expiresAt: Date) {
      const delay = Math.max(0, Math.min(expiresAt.getTime() - Date.now() + 1_000, sessionRecheckMs));
      const recheck = async () => {
        if (!socket.connected) return;
        const still = await options.identify?.(cookie).catch(() => null);
        if (still && identity && still.userId === identity.userId) watchSession(still.expiresAt);
        else socket.disconnect(true);
      };
      const timer = setTimeout(() => void recheck(), delay);
      timer.unref();
      socket.once('disconnect', () => clearTimeout(timer));
    }
  });

  return {
    connectedCount: () => io.engine.clientsCount,
    async close() {
      await new Promise<void>((resolve) => {
        void io.close(() => resolve());
      });
      pub.disconnect();
      sub.disconnect();
    },
  };
}
