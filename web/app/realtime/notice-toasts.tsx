import { styled } from 'styled-components';
import { Alert } from '../ui/alert.tsx';
import { StickyToastView, type StickyToast } from './sticky-toasts.tsx';
import { useT } from '../i18n/i18n.tsx';

// Long enough to read a sentence; the spec sets no time for live notices.
const noticeMs = 5_000;

export interface Notice {
  id: number;
  text: string;
}

const Stack = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: 60;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: min(360px, calc(100vw - 32px));
`;

interface NoticeToastsProps {
  notices: readonly Notice[];
  onDismiss: (id: number) => void;
  /** Hearing reminders and saved-search alerts: unlike notices they stay until closed. */
  reminders?: readonly StickyToast[];
  onDismissReminder?: (id: number) => void;
}

export function NoticeToasts({ notices, onDismiss, reminders = [], onDismissReminder }: NoticeToastsProps) {
  const t = useT();
  return (
    // A named section is a landmark (region), so the toasts are not content outside every landmark.
    <Stack as="section" aria-label={t('Notifications')} data-print="hide">
      {reminders.map((toast) => (
        <StickyToastView key={toast.id} toast={toast} onClose={() => onDismissReminder?.(toast.id)} />
      ))}
      {notices.map((notice) => (
        <Alert key={notice.id} tone="info" hideAfterMs={noticeMs} onHide={() => onDismiss(notice.id)}>
          {notice.text}
        </Alert>
      ))}
    </Stack>
  );
}
