import type { Database, Sql } from '@qanoon/infra';

/** The position before every event: a checkpoint at START has applied nothing. */
export const START = -1n;

export class CheckpointMovedError extends Error {
  override readonly name = 'CheckpointMovedError';
  constructor(readonly projection: string, readonly stored: bigint) {
    super(`Checkpoint of ${projection} moved to ${stored} under this runner`);
  }
}

export async function readCheckpoint(db: Database, name: string): Promise<bigint> {
  await db.query('INSERT INTO projection_checkpoints (name, position) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    name,
    START.toString(),
  ]);
  const { rows } = await db.query<{ position: bigint }>('SELECT position FROM projection_checkpoints WHERE name = $1', [
    name,
  ]);
  return rows[0]?.position ?? START;
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

export async function saveCheckpoint(sql: Sql, name: string, position: bigint): Promise<void> {
  await sql.query('UPDATE projection_checkpoints SET position = $2, updated_at = now() WHERE name = $1', [
    name,
    position.toString(),
  ]);
}

export async function resetCheckpoint(sql: Sql, name: string): Promise<void> {
  await sql.query(
    `INSERT INTO projection_checkpoints (name, position) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET position = excluded.position, updated_at = now()`,
    [name, START.toString()],
  );
}
