import { useRevalidator } from '@remix-run/react';
import { useCallback, useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { useIsolate, useT } from '../../i18n/i18n.tsx';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { useDates } from '../../ui/dates.ts';
import { titleOf } from '../format.ts';
import { diaryCaseHref, diaryHref } from '../hrefs.ts';
import { ConflictPanel } from './conflict-panel.tsx';
import { enqueue, readSnapshot, removeCommand, waitingCommands, type WaitingCommand } from './store.ts';
import { keepMine, keepPages, refreshSnapshot, sendWaiting } from './sync.ts';

/** The service worker that keeps the diary on the device; only diary pages register it. */
export const diaryWorkerHref = '/lawyersdairy-sw.js';

const Panel = styled.section`
  margin: 0 0 ${({ theme }) => theme.space.lg};

  > * + * {
    margin-top: ${({ theme }) => theme.space.sm};
  }

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li {
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surface};
    overflow-wrap: anywhere;
  }

  li + li {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Status = styled.strong`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
`;

const isDiaryPath = (pathname: string) => pathname === diaryHref || pathname.startsWith(`${diaryHref}/`);

/** A hearing form sent with no connection: kept on the device as the command the form would send. */
async function keepOffline(form: HTMLFormElement): Promise<void> {
  const caseId = form.dataset.caseId ?? '';
  const fields: Record<string, string> = {};
  // A file needs a connection: the rest of the form is kept.
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields[name] = value;
  const snapshot = await readSnapshot();
  const kept = snapshot?.cases.find((c) => c.caseId === caseId);
  await enqueue({
    commandId: crypto.randomUUID(),
    kind: 'hearing',
    caseId,
    caseTitle: kept?.title ?? '',
    url: new URL(form.action, window.location.href).pathname,
    fields: { ...fields, command_id: '', expected_revision: '' },
    expectedRevision: fields.expected_revision ?? kept?.revision ?? '',
    madeAt: new Date().toISOString(),
    state: 'waiting',
  });
}

/**
 * The diary on this device (ADR 0067): registers the service worker, keeps the diary's snapshot
 * and pages, takes hearings recorded with no connection into the waiting list, sends them when
 * the connection returns, and shows what waits and what conflicts. Without scripts or a service
 * worker none of it runs and the forms post as ever.
 */
export function OfflineDiary() {
  const t = useT();
  const isolate = useIsolate();
  const dates = useDates();
  const { revalidate } = useRevalidator();
  const [online, setOnline] = useState(true);
  const [kept, setKept] = useState(false);
  const [commands, setCommands] = useState<WaitingCommand[]>([]);
  const [needsConnection, setNeedsConnection] = useState(false);

  const reload = useCallback(async () => setCommands(await waitingCommands().catch(() => [])), []);

  const send = useCallback(async () => {
    const before = (await waitingCommands().catch(() => [])).length;
    await sendWaiting();
    await reload();
    if (before > 0 && navigator.onLine) revalidate();
  }, [reload, revalidate]);

  useEffect(() => {
    if (!('indexedDB' in window)) return;
    setOnline(navigator.onLine);
    if ('serviceWorker' in navigator) void navigator.serviceWorker.register(diaryWorkerHref, { scope: diaryHref }).catch(() => {});
    void reload();
    if (navigator.onLine) {
      void (async () => {
        const snapshot = await refreshSnapshot();
        if (snapshot) await keepPages(snapshot);
        setKept(snapshot !== null);
        await send();
      })();
    }
    const wentOnline = () => {
      setOnline(true);
      setNeedsConnection(false);
      void send();
    };
    const wentOffline = () => setOnline(false);
    // With no connection a diary link opens the device's copy of its page; other pages say they need one.
    const clicked = (event: MouseEvent) => {
      if (navigator.onLine || event.defaultPrevented || event.button !== 0) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || link.target || link.hasAttribute('download')) return;
      event.preventDefault();
      event.stopPropagation();
      if (isDiaryPath(link.pathname)) window.location.assign(link.href);
      else setNeedsConnection(true);
    };
    const submitted = (event: SubmitEvent) => {
      const form = event.target;
      if (navigator.onLine || !(form instanceof HTMLFormElement) || form.dataset.offlineCommand !== 'hearing') return;
      event.preventDefault();
      event.stopPropagation();
      void keepOffline(form).then(() => window.location.assign(diaryCaseHref(form.dataset.caseId ?? '')));
    };
    window.addEventListener('online', wentOnline);
    window.addEventListener('offline', wentOffline);
    document.addEventListener('click', clicked, true);
    document.addEventListener('submit', submitted, true);
    return () => {
      window.removeEventListener('online', wentOnline);
      window.removeEventListener('offline', wentOffline);
      document.removeEventListener('click', clicked, true);
      document.removeEventListener('submit', submitted, true);
    };
  }, [reload, send]);

  const waiting = commands.filter((c) => c.state === 'waiting');
  const conflicts = commands.filter((c) => c.state === 'conflict');
  const nextDate = (c: WaitingCommand) => (c.fields.hearing_date ? isolate(dates.day(c.fields.hearing_date)) : t('Not set'));
  return (
    <Panel aria-label={t('This device')} data-diary-offline={kept ? 'kept' : 'not-kept'} hidden={online && commands.length === 0 && !needsConnection}>
      {online ? null : (
        <Alert tone="info">{t('No connection. The diary is on this device: what you record waits here and is sent when the connection returns. Search and the library need a connection.')}</Alert>
      )}
      {needsConnection ? (
        <div role="alert">
          <Alert tone="error">{t('Search and the library need a connection.')}</Alert>
        </div>
      ) : null}
      {conflicts.length > 0 ? (
        <section aria-label={t('Changed elsewhere')}>
          <h2>{t('Changed elsewhere')}</h2>
          <ul>
            {conflicts.map((c) => (
              <li key={c.commandId}>
                <strong>{isolate(titleOf(c.caseTitle, t('Untitled case')))}</strong>
                <Status>{t('This case was changed elsewhere while you recorded this hearing. Nothing is lost: keep yours to record it too, or discard it.')}</Status>
                <ConflictPanel
                  mine={c.fields}
                  current={c.conflict?.current ?? { hearingDate: null, hearingTime: null, notes: '' }}
                  actions={
                    <Actions>
                      <Button onClick={() => void keepMine(c).then(reload).then(() => revalidate())}>{t('Keep mine')}</Button>
                      <Button variant="secondary" onClick={() => void (c.seq === undefined ? Promise.resolve() : removeCommand(c.seq)).then(reload)}>
                        {t('Discard mine')}
                      </Button>
                    </Actions>
                  }
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {waiting.length > 0 ? (
        <section aria-label={t('Waiting to send')}>
          <h2>{t('Waiting to send')}</h2>
          <ul>
            {waiting.map((c) => (
              <li key={c.commandId}>
                <strong>{isolate(titleOf(c.caseTitle, t('Untitled case')))}</strong>
                <Status>{t('Waiting to send')}</Status>
                <div>{t('Next hearing: {{day}}', { day: nextDate(c) })}</div>
                {c.fields.case_notes ? <div dir="auto">{c.fields.case_notes}</div> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Panel>
  );
}
