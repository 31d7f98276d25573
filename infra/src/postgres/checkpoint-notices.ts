import pg from 'pg';
import type { Database, Sql } from './database.ts';

/**
 * The one channel a projector's checkpoint commit notifies on and read-your-writes waiters
 * listen to (docs/decisions/0068-read-your-writes-inside-the-facades.md). The payload is
 * `<projection name> <position>`.
 */
export const checkpointChannel = 'qanoon_checkpoints';

/** The application name of the listening connection, as `pg_stat_activity` shows it. */
export const checkpointListenerName = 'qanoon-checkpoints';

/**
 * Tell listeners a projection's checkpoint moved to `position`. Called inside the transaction
 * that moves it: PostgreSQL delivers the notice at commit, never for a rolled-back batch.
 */
export async function notifyCheckpoint(sql: Sql, projectionName: string, position: bigint): Promise<void> {
  await sql.query('SELECT pg_notify($1, $2)', [checkpointChannel, `${projectionName} ${position.toString()}`]);
}

export type CheckpointHandler = (projectionName: string, position: bigint) => void;

/** A process's checkpoint notices: one LISTEN connection shared by every waiter. */
export interface CheckpointNotices {
  /** Call `handler` for every checkpoint commit from now on; returns the way to stop. */
  on(handler: CheckpointHandler): () => void;
  /**
   * True once the connection listens (opened on first call, opened again after it dropped);
   * false when it cannot listen now: waiters then look at the checkpoint table themselves.
   */
  listening(): Promise<boolean>;
  close(): Promise<void>;
}

function parse(payload: string | undefined): [string, bigint] | null {
  const match = /^(\S+) (\d{1,20})$/.exec(payload ?? '');
  return match?.[1] && match[2] ? [match[1], BigInt(match[2])] : null;
}

class PoolCheckpointNotices implements CheckpointNotices {
  private readonly handlers = new Set<CheckpointHandler>();
  /** The connection being opened or open: only its own drop may clear {@link connecting}. */
  private current: pg.Client | undefined;
  private connecting: Promise<boolean> | undefined;
  private closed = false;

  constructor(private readonly pool: pg.Pool) {}

  on(handler: CheckpointHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  listening(): Promise<boolean> {
    if (this.closed) return Promise.resolve(false);
    this.connecting ??= this.connect();
    return this.connecting;
  }

  private async connect(): Promise<boolean> {
    const { connectionString } = this.pool.options as { connectionString?: string };
    const client = new pg.Client({ connectionString, application_name: checkpointListenerName });
    this.current = client;
    // A dropped connection (server restart, terminated backend) is opened again by the next wait.
    // A drop is told twice ('error', then 'end', turns apart): the second must not forget the
    // connection a wait opened in between, which would then listen on, open and unused, forever.
    const dropped = () => {
      if (this.current === client) {
        this.current = undefined;
        this.connecting = undefined;
      }
      void client.end().catch(() => {});
    };
    client.on('error', dropped);
    client.on('end', dropped);
    client.on('notification', (message) => {
      if (message.channel !== checkpointChannel) return;
      const notice = parse(message.payload);
      if (notice) for (const handler of this.handlers) handler(...notice);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${checkpointChannel}`);
      if (this.closed) {
        await client.end();
        return false;
      }
      return true;
    } catch {
      dropped();
      return false;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.connecting;
    await this.current?.end().catch(() => {});
    this.current = undefined;
  }
}

const noticesOfPool = new WeakMap<pg.Pool, CheckpointNotices>();

/** The checkpoint notices of a database's process: one listening connection per pool, closed with the pool. */
export function checkpointNotices(db: Pick<Database, 'pool'>): CheckpointNotices {
  let notices = noticesOfPool.get(db.pool);
  if (!notices) {
    notices = new PoolCheckpointNotices(db.pool);
    noticesOfPool.set(db.pool, notices);
  }
  return notices;
}

/** Close a pool's checkpoint notices, if it opened any (the database's close). */
export async function closeCheckpointNotices(pool: pg.Pool): Promise<void> {
  await noticesOfPool.get(pool)?.close();
  noticesOfPool.delete(pool);
}
