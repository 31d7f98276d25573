import type { OfflineSnapshot } from '@qanoon/services';
import { casePopups, diaryCaseHref, hearingHref } from '../hrefs.ts';
import { keepSnapshot, readSnapshot, removedFromDevice, removeCommand, updateCommand, waitingCommands, type WaitingCommand } from './store.ts';

export const snapshotHref = '/lawyersdairy/offline.json';
const pageCache = 'qanoon-diary-v1';

/** The diary as the server has it now, kept on the device; null without a connection. */
export async function refreshSnapshot(): Promise<OfflineSnapshot | null> {
  try {
    const response = await fetch(snapshotHref, { credentials: 'same-origin', cache: 'no-store' });
    if (!response.ok || !response.headers.get('Content-Type')?.includes('application/json')) return null;
    const snapshot = (await response.json()) as OfflineSnapshot;
    await keepSnapshot(snapshot);
    return snapshot;
  } catch {
    return null;
  }
}

/** Each case's revision already kept as a page, so an unchanged case is not fetched again. */
const keptRevisions = new Map<string, string | null>();

/**
 * Keep every diary page the snapshot names (and the assets they load) in the service worker's
 * cache, so each client, case, hearing form and the cause list opens with no signal.
 */
export async function keepPages(snapshot: OfflineSnapshot): Promise<void> {
  if (!('caches' in window)) return;
  const cache = await caches.open(pageCache);
  const always = ['/lawyersdairy', '/lawyersdairy/upcoming', '/lawyersdairy/upcoming?span=upcoming', ...snapshot.clients.map((c) => `/lawyersdairy/clients/${encodeURIComponent(c.clientId)}`)];
  const changed = snapshot.cases.filter((c) => keptRevisions.get(c.caseId) !== c.revision);
  const pages = [
    ...always,
    ...changed.flatMap((c) => [diaryCaseHref(c.caseId), ...casePopups.map((popup) => `${diaryCaseHref(c.caseId)}?popup=${popup}`), hearingHref(c.caseId)]),
  ];
  const assets = new Set<string>();
  for (const page of pages) {
    try {
      const response = await fetch(page, { credentials: 'same-origin' });
      if (!response.ok || response.redirected) continue;
      const html = await response.clone().text();
      for (const [asset] of html.matchAll(/\/assets\/[\w.-]+\.(?:js|css|woff2?|svg|png)/g)) assets.add(asset);
      if (removedFromDevice()) return;
      await cache.put(page, response);
    } catch {
      return;
    }
  }
  if (removedFromDevice()) return;
  for (const c of changed) keptRevisions.set(c.caseId, c.revision);
  const missing: string[] = [];
  for (const asset of assets) if (!(await cache.match(asset))) missing.push(asset);
  await cache.addAll(missing).catch(() => {});
}

/** The hearing part of a case as the server has it now. */
function currentOf(snapshot: OfflineSnapshot | null, caseId: string) {
  const now = snapshot?.cases.find((c) => c.caseId === caseId);
  return {
    revision: now?.revision ?? null,
    current: { hearingDate: now?.hearingDate ?? null, hearingTime: now?.hearingTime ?? null, notes: now?.notes.at(-1)?.text ?? '' },
  };
}

let sending: Promise<void> | null = null;

/**
 * Send every waiting command, oldest first, each as the form would post it with its command id
 * and expected revision. Sent: removed. Changed elsewhere (409): kept, marked as a conflict with
 * the case as it is now. No connection: left waiting for the next `online`. One run at a time.
 */
export function sendWaiting(): Promise<void> {
  sending ??= (async () => {
    try {
      // Signed in and reachable first: a post with an ended session is answered by a redirect to
      // sign in, which must not be taken for a saved hearing.
      if ((await waitingCommands()).some((c) => c.state === 'waiting') && !(await refreshSnapshot())) return;
      for (const command of await waitingCommands()) {
        if (command.state !== 'waiting' || command.seq === undefined) continue;
        const body = new FormData();
        for (const [name, value] of Object.entries(command.fields)) body.set(name, value);
        body.set('command_id', command.commandId);
        body.set('expected_revision', command.expectedRevision);
        let response: Response;
        try {
          response = await fetch(command.url, { method: 'POST', body, credentials: 'same-origin', redirect: 'manual' });
        } catch {
          return;
        }
        // Saved, the form's answer is a redirect to the client's cases; a refusal is the form again.
        if (response.type === 'opaqueredirect') {
          await removeCommand(command.seq);
          // A later command on the same case was made on the page before this one: it follows it.
          const snapshot = await refreshSnapshot();
          const { revision } = currentOf(snapshot, command.caseId);
          for (const later of await waitingCommands()) {
            if (later.caseId === command.caseId && later.state === 'waiting' && later.expectedRevision === command.expectedRevision && revision !== null) {
              await updateCommand({ ...later, expectedRevision: revision });
            }
          }
        } else if (response.status === 409) {
          const snapshot = await refreshSnapshot();
          await updateCommand({ ...command, state: 'conflict', conflict: currentOf(snapshot, command.caseId) });
        } else {
          // Refused as a form would be (say, the case was closed meanwhile): shown, never dropped.
          await updateCommand({ ...command, state: 'conflict', conflict: currentOf(await readSnapshot() ?? null, command.caseId) });
        }
      }
    } catch {
      // Removed from the device meanwhile (signed out): nothing is left to send.
    } finally {
      sending = null;
    }
  })();
  return sending;
}

/** Keep mine: send it again against the revision the case is at now. */
export async function keepMine(command: WaitingCommand): Promise<void> {
  await updateCommand({ ...command, state: 'waiting', expectedRevision: command.conflict?.revision ?? command.expectedRevision, conflict: undefined });
  await sendWaiting();
}

export type { WaitingCommand };
