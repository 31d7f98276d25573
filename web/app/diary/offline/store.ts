import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OfflineSnapshot } from '@qanoon/services';
import type { HearingVersion } from './conflict-panel.tsx';

import { offlineDatabaseName } from './names.ts';

/** A form the lawyer sent with no connection, kept on the device until the server has it. */
export interface WaitingCommand {
  /** Order of making: commands are sent in this order. */
  seq?: number;
  /** The idempotency key: the server applies it once, however often it is sent. */
  commandId: string;
  kind: 'hearing';
  caseId: string;
  caseTitle: string;
  /** Where the form posts, and its fields as typed (without a file: files need a connection). */
  url: string;
  fields: Record<string, string>;
  /** The case's stream revision the lawyer saw when they made it. */
  expectedRevision: string;
  madeAt: string;
  state: 'waiting' | 'conflict';
  /** When the case was changed elsewhere meanwhile: the case as it is now, and its revision. */
  conflict?: { revision: string | null; current: HearingVersion };
}

interface DiaryDB extends DBSchema {
  snapshot: { key: string; value: OfflineSnapshot };
  queue: { key: number; value: WaitingCommand };
}

let opened: Promise<IDBPDatabase<DiaryDB>> | null = null;
/** Deleted under this page (signing out, here or in another tab): never opened again by it. */
let deleted = false;

function database(): Promise<IDBPDatabase<DiaryDB>> {
  if (deleted) return Promise.reject(new Error('The diary was removed from this device'));
  opened ??= openDB<DiaryDB>(offlineDatabaseName, 1, {
    upgrade(db) {
      db.createObjectStore('snapshot');
      db.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true });
    },
    // Signing out deletes the database: let it go, and keep nothing more on this device.
    blocking() {
      deleted = true;
      void opened?.then((db) => db.close());
      opened = null;
    },
    terminated() {
      deleted = true;
      opened = null;
    },
  });
  return opened;
}

/** True once signing out removed the diary from this device: this page keeps nothing more. */
export const removedFromDevice = () => deleted;

export async function keepSnapshot(snapshot: OfflineSnapshot): Promise<void> {
  await (await database()).put('snapshot', snapshot, 'diary');
}

export async function readSnapshot(): Promise<OfflineSnapshot | undefined> {
  return (await database()).get('snapshot', 'diary');
}

export async function enqueue(command: WaitingCommand): Promise<void> {
  await (await database()).add('queue', command);
}

/** Every command not yet on the server, oldest first. */
export async function waitingCommands(): Promise<WaitingCommand[]> {
  return (await database()).getAll('queue');
}

export async function updateCommand(command: WaitingCommand): Promise<void> {
  await (await database()).put('queue', command);
}

export async function removeCommand(seq: number): Promise<void> {
  await (await database()).delete('queue', seq);
}
