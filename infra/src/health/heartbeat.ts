import { readFile, rm, writeFile } from 'node:fs/promises';

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
  const beat = async () => {
    const ok = await check().catch(() => false);
    if (ok) await writeFile(file, new Date().toISOString());
  };
  beating = beat();
  const timer = setInterval(() => {
    beating = beat();
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await beating.catch(() => {});
      await rm(file, { force: true });
    },
  };
}

/** Milliseconds since the process last wrote its heartbeat, or null when it never has. */
export async function heartbeatAge(file: string, now = Date.now()): Promise<number | null> {
  const text = await readFile(file, 'utf8').catch(() => null);
  const at = text === null ? Number.NaN : Date.parse(text);
  return Number.isNaN(at) ? null : now - at;
}
