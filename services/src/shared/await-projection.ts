import { setTimeout as sleep } from 'node:timers/promises';
import { checkpointNotices, type Database } from '@qanoon/infra';

/** How long a command waits for its read model before answering `caughtUp: false`. */
export const readYourWritesMs = 5000;

/**
 * How often a waiter looks at the checkpoint table itself. Only a fallback: the projector's
 * checkpoint commit notifies the process's one listening connection, which wakes the waiter
 * (ADR 0068); the look catches a notice lost while that connection was down.
 */
export const fallbackPollMs = 1000;

/**
 * Wait until a projection has applied the log up to `position` (a command's last event), so a
 * page loaded next shows what the command did. True when it has; false when `timeoutMs` passed
 * first (the projector is behind or down): the command still happened, the page is just stale.
 * Only the facades call it, inside their commands; routes never see a position.
 */
export async function awaitProjection(
  db: Database,
  projectionName: string,
  position: bigint | null,
  timeoutMs = readYourWritesMs,
  pollMs = fallbackPollMs,
): Promise<boolean> {
  if (position === null) return true;
  const deadline = Date.now() + timeoutMs;
  const notices = checkpointNotices(db);
  let wake: () => void = () => {};
  let reached = false;
  // Listen before the first look, so a commit between the look and the wait is not missed.
  const stop = notices.on((name, at) => {
    if (name !== projectionName || at < position) return;
    reached = true;
    wake();
  });
  try {
    const listening = new AbortController();
    await Promise.race([notices.listening(), sleep(timeoutMs, undefined, { signal: listening.signal }).catch(() => {})]);
    listening.abort();
    for (;;) {
      if (reached) return true;
      const { rows } = await db.query<{ position: bigint }>('SELECT position FROM projection_checkpoints WHERE name = $1', [projectionName]);
      const stored = rows[0]?.position;
      if (reached || (stored !== undefined && stored >= position)) return true;
      const left = deadline - Date.now();
      if (left <= 0) return false;
      const nap = new AbortController();
      await Promise.race([
        new Promise<void>((resolve) => {
          wake = resolve;
          if (reached) resolve();
        }),
        sleep(Math.min(pollMs, left), undefined, { signal: nap.signal }).catch(() => {}),
      ]);
      nap.abort();
    }
  } finally {
    stop();
  }
}

/**
 * Wait until `projectionName` has applied the log as far as `leader` has now: a read model kept
 * lazily (the payment report gathers events, ADR 0075) caught up with the one the commands wait
 * for, so a screen reading it shows what the commands did. False when `timeoutMs` passed first.
 */
export async function awaitCaughtUpWith(db: Database, projectionName: string, leader: string, timeoutMs = readYourWritesMs): Promise<boolean> {
  const { rows } = await db.query<{ position: bigint }>('SELECT position FROM projection_checkpoints WHERE name = $1', [leader]);
  return awaitProjection(db, projectionName, rows[0]?.position ?? null, timeoutMs);
}

/** A command's answer as a route sees it: no event position, and whether its read model shows it yet. */
export type Settled<T> = T extends { position: bigint | null } ? Omit<T, 'position'> & { caughtUp: boolean } : T;

/**
 * Read-your-writes for a facade: the command's answer once every one of its read models
 * (`projectionNames`, waited for together) has applied its events, with `caughtUp: false` when
 * `timeoutMs` passed first. A refusal passes as it is.
 */
export function readYourWrites(db: Database, projectionNames: string | readonly string[], timeoutMs = readYourWritesMs) {
  const names = typeof projectionNames === 'string' ? [projectionNames] : projectionNames;
  return async <T extends object>(outcome: Promise<T>): Promise<Settled<T>> => {
    const answered = await outcome;
    if (!('position' in answered)) return answered as Settled<T>;
    const { position, ...rest } = answered as T & { position: bigint | null };
    const caughtUp = await Promise.all(names.map((name) => awaitProjection(db, name, position, timeoutMs)));
    return { ...rest, caughtUp: caughtUp.every(Boolean) } as Settled<T>;
  };
}
