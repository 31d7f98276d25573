import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { attemptRules, csvHeaders, importLimits, type ImportKind, type ImportProgress } from '@qanoon/contracts';
import {
  createBullQueue,
  createDatabase,
  createLocalBlobStore,
  createRedisAttemptLimits,
  createRedisEmitter,
  createSearchEngine,
  startBullWorker,
  type Database,
  type JobWorker,
  type RealtimeEmitter,
  type SearchEngine,
} from '@qanoon/infra';
import { freshDatabase, testRedisUrl, uniqueId } from '@qanoon/infra/testing';
import { createUserDirectory } from '../identity/user-directory.ts';
import type { ImportSettings, LibraryDeps } from './deps.ts';
import { importJobName, type ImportJobRow } from './import/import-jobs.ts';
import { createImports } from './imports.ts';
import { createLibrary } from './library.ts';

/** A CSV file's text from a header and rows (fields quoted when they need it, CRLF optional). */
export function csv(header: readonly string[], rows: readonly (readonly string[])[], eol = '\n'): string {
  const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  return [header, ...rows].map((row) => row.map(field).join(',')).join(eol) + eol;
}

/**
 * A Case_laws file of generated judgments, with citation ids unique to the series (letters): each
 * has the series in its title and body, and a body of `sentences` sentences (15, a few kilobytes).
 */
export function generatedCasesFile(series: string, judgments: number, sentences = 15): { file: string; ids: string[] } {
  const ids = Array.from({ length: judgments }, (_, i) => `${series} ${2000 + (i % 25)} SCMR ${i + 1}`);
  const rows = ids.map((id, i) => [
    id,
    `Appellant ${i} ${series} v. The State`,
    'Mr. Justice A',
    'Mr. B, ASC',
    'Supreme Court of Pakistan',
    '2018 SCMR 762',
    'PPC-302',
    `Criminal/Bail (decided 2020-01-01, Crl.A.${i}-2020)`,
    `JUDGMENT ${i} ${series}.\n${'The prosecution case, as narrated in the FIR, is that the accused fired at the deceased. '.repeat(sentences)}`,
  ]);
  return { file: csv(csvHeaders.cases, rows), ids };
}

/** Records every realtime notice while passing it on to the real emitter. */
function recording(emitter: RealtimeEmitter) {
  const notices: { room: string; event: string; payload: unknown }[] = [];
  return {
    notices,
    emitter: {
      emit(room: string, event: string, payload: unknown) {
        notices.push({ room, event, payload });
        emitter.emit(room, event, payload);
      },
      disconnect: (room: string) => emitter.disconnect(room),
      close: () => emitter.close(),
    } satisfies RealtimeEmitter,
  };
}

/**
 * The library over real PostgreSQL (a database of its own, so imports of one kind in other test
 * files never collide with this file's), Redis, BullMQ and a blob store in a temporary folder.
 * `worker: false` leaves imports queued. `databaseUrl` imports into another kit's database instead
 * (the diary's, for a case that follows the library).
 */
export async function libraryTestKit(
  name: string,
  options: { settings?: Partial<ImportSettings>; worker?: boolean; databaseUrl?: string; searchEngine?: (db: Database) => SearchEngine } = {},
) {
  const url = options.databaseUrl ?? (await freshDatabase(name));
  const db = createDatabase(url, { max: 6 });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'qanoon-library-'));
  const blobs = createLocalBlobStore(dataDir);
  const prefix = uniqueId('test-');
  const queue = createBullQueue('imports', testRedisUrl, prefix);
  const realtime = recording(createRedisEmitter(testRedisUrl));
  const searchEngine = options.searchEngine?.(db) ?? createSearchEngine({ ELASTICSEARCH_URL: undefined }, db);
  const attemptLimits = createRedisAttemptLimits(testRedisUrl, { keyPrefix: `${prefix}:` });
  const deps: LibraryDeps = {
    db,
    searchEngine,
    blobs,
    realtime: realtime.emitter,
    importQueue: () => queue,
    users: createUserDirectory(db),
    checkLimits: {
      perUser: attemptLimits.limiter('citationChecksPerUser', attemptRules.citationChecksPerUser),
      perAddress: attemptLimits.limiter('citationChecksPerAddress', attemptRules.citationChecksPerAddress),
    },
    settings: { progressIntervalMs: 0, staleAfterMs: 1000, ...options.settings },
  };
  const library = createLibrary(deps);
  const imports = createImports(deps);
  const worker: JobWorker | null =
    options.worker === false ? null : startBullWorker('imports', testRedisUrl, { [importJobName]: (job) => imports.runImport(job) }, { prefix });

  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (criteria, first_name, last_name, email, contact, address, city, password_hash, is_admin)
     VALUES ('admin', 'Ayesha', 'Admin', $1, $2, 'High Court Road', 'Lahore', 'not-a-hash', true) RETURNING id`,
    [`${uniqueId('admin')}@example.pk`, `+923${String(randomInt(0, 1e9)).padStart(9, '0')}`],
  );
  const admin = { userId: rows[0]?.id ?? '' };

  async function upload(content: string | Buffer | AsyncIterable<Uint8Array>): Promise<string> {
    // In small chunks, as an upload arrives: the blob store sniffs only the first few kilobytes.
    const body =
      typeof content === 'string' || Buffer.isBuffer(content)
        ? (async function* () {
            const bytes = Buffer.from(content);
            for (let at = 0; at < bytes.length; at += 1024) yield bytes.subarray(at, at + 1024);
          })()
        : content;
    const stored = await blobs.put('imports', body, { allowed: ['csv'], maxBytes: importLimits.maxFileBytes });
    return stored.key;
  }

  async function job(importId: string): Promise<ImportJobRow> {
    const { rows: found } = await db.query<ImportJobRow>('SELECT * FROM import_jobs WHERE id = $1', [importId]);
    if (!found[0]) throw new Error(`No import ${importId}`);
    return found[0];
  }

  /** Wait until the import is done, failed or cancelled. */
  async function settled(importId: string, timeoutMs = 30_000): Promise<ImportJobRow> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const row = await job(importId);
      if (!['queued', 'running'].includes(row.state)) return row;
      if (Date.now() > until) throw new Error(`Import ${importId} still ${row.state} after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  /** Upload a file, start its import and wait for the end. */
  async function importFile(kind: ImportKind, content: string | Buffer | AsyncIterable<Uint8Array>, fileName = `${kind}.csv`, timeoutMs?: number) {
    const started = await imports.startImport(admin, { kind, blobKey: await upload(content), fileName });
    if (!started.ok) throw new Error(started.message);
    return settled(started.importId, timeoutMs);
  }

  const progressOf = (importId: string) =>
    realtime.notices.filter((n) => n.event === 'import-progress' && (n.payload as ImportProgress).importId === importId).map((n) => n.payload as ImportProgress);

  return {
    db,
    blobs,
    dataDir,
    prefix,
    queue,
    searchEngine,
    library,
    imports,
    /** Identity's users, as the other contexts read them: whom an admin check asks. */
    users: deps.users,
    admin,
    notices: realtime.notices,
    realtime: realtime.emitter,
    upload,
    job,
    settled,
    importFile,
    progressOf,
    async close() {
      await worker?.close();
      await queue.close();
      await realtime.emitter.close();
      await attemptLimits.close();
      if (options.searchEngine) await searchEngine.close();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type LibraryTestKit = Awaited<ReturnType<typeof libraryTestKit>>;
