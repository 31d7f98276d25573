import { useNavigate, useNavigation, useRevalidator } from '@remix-run/react';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { hearingReminderEvent, noticeEvent, savedSearchAlertEvent, subscriptionChangedEvent } from '@qanoon/contracts';
import type { Socket } from 'socket.io-client';
import { useRootData } from '../auth/viewer.ts';
import { alertKey, asHearingReminder, asSavedSearchAlert, reminderKey, type StickyToast } from './sticky-toasts.tsx';
import { NoticeToasts, type Notice } from './notice-toasts.tsx';

export type ConnectionState = 'connecting' | 'connected' | 'disconnected';
export type Transport = 'websocket' | 'polling';

export interface RealtimeStatus {
  state: ConnectionState;
  transport: Transport | null;
  /** The server has put this socket in its rooms, so notices sent now will arrive. */
  ready: boolean;
}

const initialStatus: RealtimeStatus = { state: 'connecting', transport: null, ready: false };

const RealtimeContext = createContext<RealtimeStatus>(initialStatus);

export function useRealtime(): RealtimeStatus {
  return useContext(RealtimeContext);
}

type Listener = (payload: unknown) => void;
type Subscribe = (event: string, listener: Listener) => () => void;

const SubscribeContext = createContext<Subscribe>(() => () => {});

/**
 * Calls `handler` with the payload of every realtime event `name` that reaches this browser's
 * one connection, while the component is mounted. Payloads come from the server as sent: check
 * their shape before use.
 */
export function useRealtimeEvent(name: string, handler: Listener): void {
  const subscribe = useContext(SubscribeContext);
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => subscribe(name, (payload) => latest.current(payload)), [subscribe, name]);
}

function noticeText(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null || !('text' in payload)) return null;
  const { text } = payload;
  return typeof text === 'string' && text.trim() !== '' ? text : null;
}

function isOwnLogout(payload: unknown, id: string, email: string | null): boolean {
  if (typeof payload !== 'object' || payload === null) return false;
  const message = payload as { id?: unknown; email?: unknown };
  return message.id === id && message.email === email;
}

function asTransport(name: string | undefined): Transport | null {
  return name === 'websocket' || name === 'polling' ? name : null;
}

/** Opens one Socket.IO connection to the page's own origin once the page is interactive. */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<RealtimeStatus>(initialStatus);
  const [notices, setNotices] = useState<Notice[]>([]);
  const [reminders, setReminders] = useState<StickyToast[]>([]);
  const nextId = useRef(0);
  const listeners = useRef(new Map<string, Set<Listener>>());
  const subscribe = useCallback<Subscribe>((event, listener) => {
    const forEvent = listeners.current.get(event) ?? new Set<Listener>();
    listeners.current.set(event, forEvent);
    forEvent.add(listener);
    return () => {
      forEvent.delete(listener);
    };
  }, []);
  const { viewer } = useRootData();
  const viewerId = viewer?.id ?? null;
  const viewerEmail = viewer?.email ?? null;
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  // While this tab submits (its own logout, say), the server closing its socket is that
  // submission's doing: the answer on its way says where to go.
  const navigation = useNavigation();
  const submitting = useRef(false);
  submitting.current = navigation.state !== 'idle';
  const onSubscription = useRef<(payload: unknown) => void>(() => {});
  // A payment verified, expired or changed by an admin shows without a reload; an expired
  // package sends the user to choose another (docs/product-rules.md#packages).
  onSubscription.current = (payload) => {
    const isPaid = typeof payload === 'object' && payload !== null ? (payload as { isPaid?: unknown }).isPaid : undefined;
    if (isPaid === 'expire') navigate('/packages');
    else revalidate();
  };

  // The server puts a socket in its user's room when it connects, so a new sign-in reconnects.
  useEffect(() => {
    let opened: Socket | null = null;
    let closed = false;
    const listen = (socket: Socket) => {
      const transportName = () => asTransport(socket.io.engine?.transport.name);

      socket.on('connect', () => {
        // WebSocket from the first packet (ADR 0048): no upgrade follows.
        setStatus({ state: 'connected', transport: transportName(), ready: false });
      });
      socket.on('ready', () => setStatus((s) => ({ ...s, ready: true })));
      socket.on('disconnect', (reason) => {
        setStatus({ state: 'disconnected', transport: null, ready: false });
        // The server closes a signed-in socket when its session ends (logged out, expired).
        if (reason === 'io server disconnect' && viewerId !== null && !submitting.current) window.location.assign('/login');
      });
      socket.on('connect_error', () => setStatus({ state: 'disconnected', transport: null, ready: false }));
      socket.io.on('reconnect_attempt', () => setStatus((s) => ({ ...s, state: 'connecting' })));
      // docs/product-rules.md#accounts: a 'message' carrying our own email and id ends this browser's session.
      socket.on('message', (payload: unknown) => {
        if (viewerId !== null && isOwnLogout(payload, viewerId, viewerEmail)) window.location.assign('/login');
      });
      socket.on(subscriptionChangedEvent, (payload: unknown) => onSubscription.current(payload));
      socket.onAny((event: string, payload: unknown) => {
        for (const listener of listeners.current.get(event) ?? []) listener(payload);
      });
      socket.on(noticeEvent, (payload: unknown) => {
        const text = noticeText(payload);
        if (text === null) return;
        nextId.current += 1;
        const id = nextId.current;
        setNotices((current) => [...current, { id, text }]);
      });
      // A hearing reminder (the day before, on the day) stays up until closed; another tab or a
      // retried job sending the same one again does not stack it.
      const stick = (toast: StickyToast) => setReminders((current) => (current.some((r) => r.key === toast.key) ? current : [...current, toast]));
      socket.on(hearingReminderEvent, (payload: unknown) => {
        const reminder = asHearingReminder(payload);
        if (!reminder) return;
        nextId.current += 1;
        stick({ id: nextId.current, key: reminderKey(reminder), kind: 'reminder', reminder });
      });
      // New judgments for saved searches (ADR 0045): they stay up until closed or opened.
      socket.on(savedSearchAlertEvent, (payload: unknown) => {
        const alert = asSavedSearchAlert(payload);
        if (!alert) return;
        nextId.current += 1;
        stick({ id: nextId.current, key: alertKey(alert), kind: 'alert', alert });
      });
    };

    // Connect on the next tick: React's development double mount then never opens a socket it
    // closes at once (which the browser reports as a failed websocket). The client library is
    // fetched after hydration, so no page waits for it before it works (ADR 0040).
    const connectTimer = setTimeout(() => {
      void import('socket.io-client').then(({ io }) => {
        if (closed) return;
        opened = io({ path: '/socket.io', transports: ['websocket'], autoConnect: false });
        listen(opened);
        opened.connect();
      });
    }, 0);
    return () => {
      closed = true;
      clearTimeout(connectTimer);
      opened?.disconnect();
      // Someone else may sign in next in this browser: one user's hearings never stay for them.
      setReminders([]);
    };
  }, [viewerId, viewerEmail]);

  const dismiss = useCallback((id: number) => {
    setNotices((current) => current.filter((notice) => notice.id !== id));
  }, []);
  const dismissReminder = useCallback((id: number) => {
    setReminders((current) => current.filter((toast) => toast.id !== id));
  }, []);

  return (
    <RealtimeContext.Provider value={status}>
      <SubscribeContext.Provider value={subscribe}>
        {children}
        <NoticeToasts notices={notices} onDismiss={dismiss} reminders={reminders} onDismissReminder={dismissReminder} />
      </SubscribeContext.Provider>
    </RealtimeContext.Provider>
  );
}
