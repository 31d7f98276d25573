import { notifyCheckpoint, type Database, type Sql } from '@qanoon/infra';

/** The position before every event: a checkpoint at START has applied nothing. */
export const START = -1n;

export class CheckpointMovedError extends Error {
  override readonly name = 'CheckpointMovedError';
  constructor(readonly projection: string, readonly stored: bigint) {
    super(`Checkpoint of ${projection} moved to ${stored} under this runner`);
  }
}

/** The stored checkpoint counts positions of another event store than the one configured. */
export class CheckpointStoreMismatchError extends Error {
  override readonly name = 'CheckpointStoreMismatchError';
  constructor(
    readonly projection: string,
    readonly stored: string,
    readonly configured: string,
  ) {
    super(
      `${projection}: its checkpoint counts positions of the event store ${stored}, not of ${configured} (EVENTSTORE_URL changed?); rebuild it with: npm run projections:rebuild -- ${projection}`,
    );
  }
}

/**
 * The checkpoint to resume from, created at START for a new projection. Refuses with a
 * {@link CheckpointStoreMismatchError} when it was written against another event store.
 */
export async function readCheckpoint(db: Database, name: string, eventStore: string): Promise<bigint> {
  await db.query(
    'INSERT INTO projection_checkpoints (name, position, event_store) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [name, START.toString(), eventStore],
  );
  // Checkpoints from before stores were recorded belong to the store that reads them first.
  await db.query('UPDATE projection_checkpoints SET event_store = $2 WHERE name = $1 AND event_store IS NULL', [
    name,
    eventStore,
  ]);
  const { rows } = await db.query<{ position: bigint; event_store: string }>(
    'SELECT position, event_store FROM projection_checkpoints WHERE name = $1',
    [name],
  );
  const row = rows[0];
  if (!row) return START;
  if (row.event_store !== eventStore) throw new CheckpointStoreMismatchError(name, row.event_store, eventStore);
  return row.position;
}

/**
 * Lock the checkpoint row for this transaction and make sure nobody moved it since this runner
 * last committed (a rebuild, or a second projector); otherwise the batch would be applied twice.
 */
export async function lockCheckpoint(sql: Sql, name: string, expected: bigint): Promise<void> {
  const { rows } = await sql.query<{ position: bigint }>(
    'SELECT position FROM projection_checkpoints WHERE name = $1 FOR UPDATE',
    [name],
  );
  const stored = rows[0]?.position ?? START;
  if (stored !== expected) throw new CheckpointMovedError(name, stored);
}

/**
 * Move a checkpoint inside the transaction of the batch it ends, and notify the commands waiting
 * for their read model (delivered at commit; ADR 0068).
 */
export async function saveCheckpoint(sql: Sql, name: string, position: bigint): Promise<void> {
  await sql.query('UPDATE projection_checkpoints SET position = $2, updated_at = now() WHERE name = $1', [
    name,
    position.toString(),
  ]);
  await notifyCheckpoint(sql, name, position);
}

/**
 * Move a checkpoint from `from` to `to` outside a batch's transaction (a batch the projection
 * does not read, or the Kafka relay's work outside PostgreSQL), and notify the waiters as a
 * commit would: one waiting for a position inside a skipped batch is answered at once rather
 * than by its fallback poll. A checkpoint moved by someone else is left as it is.
 */
export async function advanceCheckpoint(sql: Sql, name: string, from: bigint, to: bigint): Promise<void> {
  const { rowCount } = await sql.query(
    'UPDATE projection_checkpoints SET position = $3, updated_at = now() WHERE name = $1 AND position = $2',
    [name, from.toString(), to.toString()],
  );
  if (rowCount) return notifyCheckpoint(sql, name, to);
  const { rows } = await sql.query<{ position: bigint }>('SELECT position FROM projection_checkpoints WHERE name = $1', [
    name,
  ]);
  throw new CheckpointMovedError(name, rows[0]?.position ?? START);
}

/** Back to START, counting positions of `eventStore` from now on. */
export async function resetCheckpoint(sql: Sql, name: string, eventStore: string): Promise<void> {
  await sql.query(
    `INSERT INTO projection_checkpoints (name, position, event_store) VALUES ($1, $2, $3)
     ON CONFLICT (name) DO UPDATE SET position = excluded.position, event_store = excluded.event_store, updated_at = now()`,
    [name, START.toString(), eventStore],
  );
}
