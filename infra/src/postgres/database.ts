import { createHash } from 'node:crypto';
import pg from 'pg';
import { closeCheckpointNotices } from './checkpoint-notices.ts';

/** What projections and services see of SQL: a query and a transaction, no driver types. */
export interface Sql {
  /** A function of its own, not a method: it may be passed on alone (`{ query: sql.query }`). */
  query: <Row extends Record<string, unknown> = Record<string, unknown>>(
    text: string,
    values?: readonly unknown[],
    options?: QueryOptions,
  ) => Promise<{ rows: Row[]; rowCount: number }>;
}

export interface QueryOptions {
  /**
   * Keep the statement prepared on each connection that runs it: planned once, not on every call.
   * For a query of fixed text that a page runs on every request and whose planning costs more than
   * its work (a results page's treatment flags: planned in 1.1 ms, run in 0.2 ms).
   */
  prepared?: boolean;
}

// A prepared statement's name on the server, from its text: one text, one name, on every connection.
const statementName = (text: string) => `q_${createHash('sha256').update(text).digest('base64url').slice(0, 22)}`;

/** Server settings for one transaction: the code's own names and values, never a client's. */
export type TransactionSettings = Readonly<Record<string, number | boolean | 'on' | 'off'>>;

/** `BEGIN` and a `SET LOCAL` for each setting, one text the server runs in one round trip. */
export function beginWith(settings: TransactionSettings = {}): string {
  const sets = Object.entries(settings).map(([name, value]) => {
    if (!/^[a-z_]+$/.test(name) || !/^(on|off|true|false|\d+)$/.test(String(value))) throw new Error(`not a setting: ${name} = ${String(value)}`);
    return `SET LOCAL ${name} = ${String(value)}`;
  });
  return ['BEGIN', ...sets].join('; ');
}

export interface Database extends Sql {
  /**
   * Run fn in one transaction; commits when it resolves, rolls back when it throws. `settings`
   * are set for the transaction alone (`SET LOCAL`), sent with its BEGIN in one round trip.
   */
  transaction<T>(fn: (tx: Sql) => Promise<T>, settings?: TransactionSettings): Promise<T>;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** The driver pool, for adapters inside infra only. */
  readonly pool: pg.Pool;
}

// bigint columns come back as strings by default; positions and revisions must stay exact.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => BigInt(v));

/**
 * No connection of the pool came free in time: the database is busy, and the caller should say so
 * (a web request answers 503) rather than wait on.
 */
export class DatabaseBusyError extends Error {
  constructor() {
    super('No database connection came free in time');
    this.name = 'DatabaseBusyError';
  }
}

// pg-pool's only sign of a wait for a connection that ran out.
const isPoolTimeout = (error: unknown) => error instanceof Error && error.message === 'timeout exceeded when trying to connect';
/**
 * The server's refusals of a new connection that pass with time: all its connections in use
 * (too_many_connections, 53300: "sorry, too many clients already", or a role's or database's
 * limit) and a server still starting (cannot_connect_now, 57P03).
 */
const refusedForNow = new Set(['53300', '57P03']);
const isRefusedForNow = (error: unknown) => error instanceof Error && refusedForNow.has((error as { code?: unknown }).code as string);
const busyOr = (error: unknown) => (isPoolTimeout(error) || isRefusedForNow(error) ? new DatabaseBusyError() : error);

/** How long a caller waits for a free connection before {@link DatabaseBusyError}. */
export const connectionWaitMs = 10_000;
/**
 * How long a transaction may sit idle between its statements before the server ends it. A
 * transaction that waits on something else (another connection, a remote engine) holds its own
 * connection meanwhile; this frees it whatever the code awaits, so no pool stays full for good.
 */
export const idleInTransactionMs = 60_000;

function wrap(client: pg.Pool | pg.PoolClient): Sql {
  return {
    async query<Row extends Record<string, unknown>>(text: string, values?: readonly unknown[], options?: QueryOptions) {
      const config = { text, values: values as unknown[] | undefined, ...(options?.prepared ? { name: statementName(text) } : {}) };
      const result = await client.query<Row>(config).catch((error: unknown) => {
        throw busyOr(error);
      });
      return { rows: result.rows, rowCount: result.rowCount ?? 0 };
    },
  };
}

export interface DatabaseOptions {
  max?: number;
  applicationName?: string;
  /** Milliseconds to wait for a free connection (default {@link connectionWaitMs}). */
  connectionWaitMs?: number;
  /** Milliseconds a transaction may sit idle (default {@link idleInTransactionMs}). */
  idleInTransactionMs?: number;
}

export function createDatabase(url: string, options: DatabaseOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    application_name: options.applicationName ?? 'qanoon',
    connectionTimeoutMillis: options.connectionWaitMs ?? connectionWaitMs,
    idle_in_transaction_session_timeout: options.idleInTransactionMs ?? idleInTransactionMs,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const sql = wrap(pool);
  return {
    pool,
    query: sql.query,
    async transaction(fn, settings) {
      const begin = beginWith(settings);
      const client = await pool.connect().catch((error: unknown) => {
        throw busyOr(error);
      });
      // The server ends a transaction left idle too long by closing its connection: an 'error'
      // event on a client the pool has lent out, which unheard would end the process. The
      // statement awaited next fails instead, and the client is not lent again.
      let lost: Error | undefined;
      const onLost = (error: Error) => (lost = error);
      client.on('error', onLost);
      try {
        await client.query(begin);
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.off('error', onLost);
        client.release(lost);
      }
    },
    async ping() {
      try {
        await pool.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await closeCheckpointNotices(pool);
      await pool.end();
    },
  };
}
