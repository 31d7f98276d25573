import { searchLimits } from '@qanoon/contracts';

/** Searches running in this process, per user. */
const running = new Map<string, number>();

/**
 * Run a user's search unless they already have {@link searchLimits.searchesAtOnce} running in this
 * process; null when they have. One user sending costly searches in parallel would otherwise take
 * every database connection and core from everyone else (ADR 0056).
 */
export async function oneOfTheirSearches<T>(userId: string, search: () => Promise<T>): Promise<T | null> {
  const now = running.get(userId) ?? 0;
  if (now >= searchLimits.searchesAtOnce) return null;
  running.set(userId, now + 1);
  try {
    return await search();
  } finally {
    const left = (running.get(userId) ?? 1) - 1;
    if (left > 0) running.set(userId, left);
    else running.delete(userId);
  }
}
