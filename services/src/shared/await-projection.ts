import { setTimeout as sleep } from 'node:timers/promises';
import type { Sql } from '@qanoon/infra';

/**
 * Wait until a projection has applied the log up to `position` (a command's last event), so a
 * page loaded next shows what the command did. True when it has; false when `timeoutMs` passed
 * first (the projector is behind or down): the command still happened, the page is just stale.
 */
export async function awaitProjection(
  db: Sql,
  projectionName: string,
  position: bigint | null,
  timeoutMs = 5000,
  pollMs = 20,
): Promise<boolean> {
  if (position === null) return true;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.query<{ position: bigint }>('SELECT position FROM projection_checkpoints WHERE name = $1', [projectionName]);
    const reached = rows[0]?.position;
    if (reached !== undefined && reached >= position) return true;
    if (Date.now() >= deadline) return false;
    await sleep(pollMs);
  }
}
