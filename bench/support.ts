// What the benchmarks that start the built app share: a free port, a pause, a bench account.
import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';
import { uniqueId } from '@qanoon/infra/testing';

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on now, for a web process the benchmark starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A sign-up's fields for a benchmark's admin or lawyer, with a fresh email and phone. */
export function benchAccount(name: string, isAdmin: boolean, password = 'secret-123') {
  return {
    criteria: isAdmin ? ('admin' as const) : ('lawyer' as const),
    firstName: 'Bench',
    lastName: name,
    email: `${uniqueId(name.toLowerCase())}@example.pk`,
    contact: `+923${String(randomInt(0, 1e9)).padStart(9, '0')}`,
    address: '-',
    city: 'Lahore',
    speciality: 'Civil',
    university: null,
    intake: null,
    isAdmin,
    newsletter: false,
    terms: true,
    password,
  };
}
