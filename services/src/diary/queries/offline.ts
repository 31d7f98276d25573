import type { CauseList, ClientView, DiaryCaseDetail } from '@qanoon/contracts';
import type { Actor } from '../../shared/outcome.ts';
import { loadDiaryCase } from '../case/handle.ts';
import type { DiaryDeps } from '../deps.ts';
import { causeList, getCase, listCases } from './cases.ts';
import { listClients } from './clients.ts';

/** One case as the device keeps it: all the read panel shows, and the stream revision it was read at. */
export type OfflineCase = DiaryCaseDetail & { revision: string | null };

/** The signed-in lawyer's whole diary, for the device to read without a connection (ADR 0067). */
export interface OfflineSnapshot {
  takenAt: string;
  clients: ClientView[];
  cases: OfflineCase[];
  causeList: CauseList;
}

/** The stream revision a case is at: what a command made against what the lawyer sees carries. */
export async function caseRevision(deps: Pick<DiaryDeps, 'eventStore'>, caseId: string): Promise<string | null> {
  const { expected } = await loadDiaryCase(deps.eventStore, caseId);
  return typeof expected === 'bigint' ? expected.toString() : null;
}

/**
 * Every client, case (with its hearings, notes and file names) and the cause list of every
 * hearing to come, of the actor only. Each case's revision is read before its details, so a
 * command made against it is never taken as newer than what the device shows.
 */
export async function offlineSnapshot(deps: DiaryDeps, actor: Actor): Promise<OfflineSnapshot> {
  const clients = await listClients(deps, actor);
  const cases: OfflineCase[] = [];
  for (const client of clients) {
    for (const listed of await listCases(deps, actor, client.clientId)) {
      const revision = await caseRevision(deps, listed.caseId);
      const detail = await getCase(deps, actor, listed.caseId);
      if (detail) cases.push({ ...detail, revision });
    }
  }
  return { takenAt: new Date().toISOString(), clients, cases, causeList: await causeList(deps, actor, { span: 'upcoming' }) };
}
