import { useFetchers, useNavigation, useRevalidator } from '@remix-run/react';
import { importProgressEvent, type ImportProgress } from '@qanoon/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRealtime, useRealtimeEvent } from '../realtime/realtime-provider.tsx';
import { isActive, isImportProgress, type ImportItem } from './import-item.ts';

// A stale answer can race a finish notice; asking again a few times settles it without looping.
const maxAsks = 3;

/**
 * The latest live notice of each import (progress over Socket.IO to the admins' room), and the
 * page's data read again when a notice says something it does not know yet: an import it has
 * not seen (another admin, another tab) or one that has just ended (for the final report).
 * Reading again only then keeps the page's data requests few.
 */
export function useLiveImports(known: readonly ImportItem[]): { progress: Map<string, ImportProgress>; forget: (importId: string) => void } {
  const [progress, setProgress] = useState(() => new Map<string, ImportProgress>());
  const knownRef = useRef(known);
  knownRef.current = known;
  const asks = useRef(new Map<string, number>());

  // A new reading starts only when nothing else is loading: one started meanwhile would abort
  // the reading (or upload answer) under way.
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const idle = revalidator.state === 'idle' && navigation.state === 'idle' && fetchers.every((f) => f.state === 'idle');
  const [wanted, setWanted] = useState(0);
  const served = useRef(0);
  useEffect(() => {
    if (idle && wanted > served.current) {
      served.current = wanted;
      revalidator.revalidate();
    }
  }, [idle, wanted, revalidator]);
  const revalidate = useCallback(() => setWanted((n) => n + 1), []);

  const askOnce = useCallback(
    (key: string) => {
      const n = asks.current.get(key) ?? 0;
      if (n >= maxAsks) return;
      asks.current.set(key, n + 1);
      revalidate();
    },
    [revalidate],
  );

  useRealtimeEvent(importProgressEvent, (payload) => {
    if (!isImportProgress(payload)) return;
    setProgress((current) => new Map(current).set(payload.importId, payload));
    const item = knownRef.current.find((k) => k.id === payload.importId);
    if (!item) askOnce(`${payload.importId}:new`);
    else if (!isActive(payload.state) && isActive(item.state)) askOnce(`${payload.importId}:${payload.state}`);
  });

  // The page's data came back: if it still has running an import a notice said has ended, it
  // was read before the end (ask again); if it has it ended too, the notice has served.
  useEffect(() => {
    for (const [importId, notice] of progress) {
      const item = known.find((k) => k.id === importId);
      if (!item || isActive(notice.state)) continue;
      if (isActive(item.state)) askOnce(`${importId}:${notice.state}`);
    }
  }, [known, progress, askOnce]);

  // Notices sent while the connection was down are lost: read the page again when it is back.
  const { ready } = useRealtime();
  const wasReady = useRef(ready);
  useEffect(() => {
    if (ready && !wasReady.current && knownRef.current.some((k) => isActive(k.state))) revalidate();
    wasReady.current = ready;
  }, [ready, revalidate]);

  const forget = useCallback((importId: string) => {
    setProgress((current) => {
      const next = new Map(current);
      next.delete(importId);
      return next;
    });
    for (const key of asks.current.keys()) if (key.startsWith(`${importId}:`)) asks.current.delete(key);
  }, []);

  return { progress, forget };
}
