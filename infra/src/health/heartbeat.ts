import { readFile, rename, rm, writeFile } from 'node:fs/promises';

/**
 * A process without an HTTP port proves it is alive by writing the time to a file while its own
 * check passes (its stores answer); a process that is wedged, or has lost its stores, stops
 * writing. The container's health check reads the file with {@link heartbeatAge}.
 */
export function startHeartbeat(
  file: string,
  check: () => Promise<boolean>,
  options: { everyMs?: number } = {},
): { stop(): Promise<void> } {
  const everyMs = options.everyMs ?? 10_000;
  let beating: Promise<void> = Promise.resolve();
  let stopped = false;
  const beat = async () => {
    const ok = await check().catch(() => false);
    if (!ok || stopped) return;
    // Written aside and renamed into place: a health check reading while the file was being
    // rewritten found it empty, and called a live process unhealthy. A write that fails is a
    // missed beat, as a failed check is.
    const next = `${file}.next`;
    await writeFile(next, new Date().toISOString())
      .then(() => (stopped ? undefined : rename(next, file)))
      .catch(() => {});
  };
  beating = beat();
  const timer = setInterval(() => {
    beating = beat();
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await beating.catch(() => {});
      await rm(file, { force: true });
      await rm(`${file}.next`, { force: true });
    },
  };
}

/** Milliseconds since the process last wrote its heartbeat, or null when it never has. */
export async function heartbeatAge(file: string, now = Date.now()): Promise<number | null> {
  const text = await readFile(file, 'utf8').catch(() => null);
  const at = text === null ? Number.NaN : Date.parse(text);
  return Number.isNaN(at) ? null : now - at;
}
