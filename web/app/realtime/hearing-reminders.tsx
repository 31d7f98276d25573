import { Link } from '@remix-run/react';
import type { HearingReminder } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { diaryCaseHref } from '../diary/hrefs.ts';
import { Alert } from '../ui/alert.tsx';
import { useT } from '../i18n/i18n.tsx';

/** A reminder on screen; `key` names the hearing and moment, so a reminder shows once. */
export interface ReminderToast {
  id: number;
  key: string;
  reminder: HearingReminder;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

/** The reminder a `diary:reminder` event carries, or null when the payload is not one. */
export function asHearingReminder(payload: unknown): HearingReminder | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const r = payload as Record<keyof HearingReminder, unknown>;
  if (!isText(r.caseId) || !/^[0-9a-f-]{36}$/i.test(r.caseId) || !isText(r.text) || !isText(r.date)) return null;
  if (r.when !== 'day-before' && r.when !== 'on-the-day') return null;
  if (!isTextOrNull(r.time) || typeof r.clientId !== 'string' || typeof r.title !== 'string' || typeof r.court !== 'string') return null;
  return { caseId: r.caseId, clientId: r.clientId, title: r.title, court: r.court, date: r.date, time: r.time, when: r.when, text: r.text };
}

export const reminderKey = (r: HearingReminder) => `${r.caseId}|${r.date}|${r.time ?? ''}|${r.when}`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const Body = styled.div`
  flex: 1;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  strong {
    color: ${({ theme }) => theme.colors.navy};
  }

  a {
    width: fit-content;
    font-weight: 600;
  }
`;

const Close = styled.button`
  flex-shrink: 0;
  width: 28px;
  height: 28px;
  margin: -2px -6px 0 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: rgba(0, 0, 0, 0.06);
  }
`;

/** A hearing reminder: it stays until the user closes it or opens the case. */
export function HearingReminderToast({ toast, onClose }: { toast: ReminderToast; onClose: () => void }) {
  const t = useT();
  const { reminder } = toast;
  return (
    <Alert tone="info">
      <Row data-reminder={toast.key}>
        <Body>
          <strong dir="auto">{reminder.text}</strong>
          <Link to={diaryCaseHref(reminder.caseId)} onClick={onClose}>
            {t('Open case')}
          </Link>
        </Body>
        <Close type="button" aria-label={t('Close reminder')} onClick={onClose}>
          ×
        </Close>
      </Row>
    </Alert>
  );
}
