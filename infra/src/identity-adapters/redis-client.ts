import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';

/** A Redis client that connects on first use and reports errors through its commands, not by crashing the process. */
export function openRedis(url: string): Redis {
  const client = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true });
  client.on('error', () => {});
  return client;
}

/** Keys carry a digest of the subject, so no phone, email or token sits in Redis in clear. */
export const digest = (...parts: string[]) => createHash('sha256').update(parts.join('\u0000')).digest('hex');
