import { useFetcher } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import type { TimeLeft } from '../chrome/countdown.tsx';

/**
 * When a paid package's countdown reaches zero, ask the server, which decides (expiry
 * is a server job, the browser's timer only asks early: docs/product-rules.md#packages). The answer redirects to /packages.
 */
export function useExpiryCheck(left: TimeLeft | null): void {
  const fetcher = useFetcher();
  const asked = useRef(false);
  useEffect(() => {
    if (!left?.over || asked.current) return;
    asked.current = true;
    fetcher.submit({ intent: 'check-expiry' }, { method: 'post', action: '/payment' });
  }, [left?.over, fetcher]);
}
