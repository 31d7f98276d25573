import { Emitter } from '@socket.io/redis-emitter';
import { Redis } from 'ioredis';
import type { RealtimeEmitter } from './realtime.ts';

/** Emits to Socket.IO rooms through Redis, from a process that runs no Socket.IO server. */
export function createRedisEmitter(redisUrl: string): RealtimeEmitter {
  const client = new Redis(redisUrl);
  client.on('error', () => {});
  const emitter = new Emitter(client);
  return {
    emit(room, event, payload) {
      emitter.to(room).emit(event, payload);
    },
    disconnect(room) {
      emitter.in(room).disconnectSockets(true);
    },
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
