import { Link } from '@remix-run/react';
import { isUuid, type HearingReminder, type SavedSearchAlert } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { diaryCaseHref, newSinceLastHearingAnchor } from '../diary/hrefs.ts';
import { Alert } from '../ui/alert.tsx';
import { translatable, useT } from '../i18n/i18n.tsx';

/**
 * A notice that stays until closed: a hearing reminder, or new judgments for saved searches. `key`
 * names what it is about (the hearing and moment; the alert's searches and counts), so a second
 * tab or a retried job does not stack it.
 */
export type StickyToast = { id: number; key: string } & ({ kind: 'reminder'; reminder: HearingReminder } | { kind: 'alert'; alert: SavedSearchAlert });

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

type NewSince = HearingReminder['newSinceLastHearing'];

/** The reminder's new judgments; none when the payload has none or not in their shape (an older server's). */
function newSinceOf(value: unknown): NewSince {
  const none: NewSince = { count: 0, judgments: [] };
  if (typeof value !== 'object' || value === null) return none;
  const { count, judgments } = value as Record<keyof NewSince, unknown>;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || !Array.isArray(judgments)) return none;
  const listed = judgments.filter(
    (j): j is NewSince['judgments'][number] => typeof j === 'object' && j !== null && isText((j as Record<string, unknown>).citationId) && typeof (j as Record<string, unknown>).parties === 'string',
  );
  return { count, judgments: listed.map((j) => ({ citationId: j.citationId, parties: j.parties })) };
}
const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

/** The reminder a `diary:reminder` event carries, or null when the payload is not one. */
export function asHearingReminder(payload: unknown): HearingReminder | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const r = payload as Record<keyof HearingReminder, unknown>;
  if (!isText(r.caseId) || !isUuid(r.caseId) || !isText(r.text) || !isText(r.date)) return null;
  if (r.when !== 'day-before' && r.when !== 'on-the-day') return null;
  if (!isTextOrNull(r.time) || typeof r.clientId !== 'string' || typeof r.title !== 'string' || typeof r.court !== 'string') return null;
  return {
    caseId: r.caseId,
    clientId: r.clientId,
    title: r.title,
    court: r.court,
    date: r.date,
    time: r.time,
    when: r.when,
    text: r.text,
    newSinceLastHearing: newSinceOf(r.newSinceLastHearing),
  };
}

export const reminderKey = (r: HearingReminder) => `${r.caseId}|${r.date}|${r.time ?? ''}|${r.when}`;

/** The saved searches and counts a `alerts:matched` event carries, or null when the payload is not one. */
export function asSavedSearchAlert(payload: unknown): SavedSearchAlert | null {
  if (typeof payload !== 'object' || payload === null || !Array.isArray((payload as { searches?: unknown }).searches)) return null;
  const searches = ((payload as { searches: unknown[] }).searches ?? []).flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { id, name, count, treatments } = entry as Record<string, unknown>;
    if (!(isText(id) && isText(name) && typeof count === 'number' && Number.isInteger(count) && count > 0)) return [];
    const known = Array.isArray(treatments) ? treatments.filter((word): word is string => typeof word === 'string' && word in treatmentLabels) : [];
    return [known.length > 0 ? { id, name, count, treatments: known } : { id, name, count }];
  });
  return searches.length > 0 ? { searches } : null;
}

/** How new judgments treat a followed citation, as the notice says it (the words `treatmentWord` sends). */
const treatmentLabels: Record<string, string> = {
  overruled: translatable('overruled'),
  'declared per incuriam': translatable('declared per incuriam'),
  reversed: translatable('reversed'),
  disapproved: translatable('disapproved'),
  'not followed': translatable('not followed'),
  'treated negatively': translatable('treated negatively'),
  distinguished: translatable('distinguished'),
  followed: translatable('followed'),
};

export const alertKey = (a: SavedSearchAlert) => `alert|${a.searches.map((s) => `${s.id}:${s.count}`).join('|')}`;

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

/** A hearing reminder, or new judgments for saved searches: it stays until the user closes it or follows its link. */
export function StickyToastView({ toast, onClose }: { toast: StickyToast; onClose: () => void }) {
  const t = useT();
  const newSince = toast.kind === 'reminder' ? toast.reminder.newSinceLastHearing.count : 0;
  const shown =
    toast.kind === 'reminder'
      ? { lines: [toast.reminder.text], to: diaryCaseHref(toast.reminder.caseId), link: t('Open case'), close: t('Close reminder') }
      : {
          lines: toast.alert.searches.map((s) =>
            s.treatments?.length
              ? t('New judgments for “{{name}}”: {{count}} ({{treatments}})', {
                  name: s.name,
                  count: s.count,
                  treatments: s.treatments.map((word) => t(treatmentLabels[word] ?? word)).join(', '),
                })
              : t('New judgments for “{{name}}”: {{count}}', { name: s.name, count: s.count }),
          ),
          to: '/alerts',
          link: t('See the new judgments'),
          close: t('Close alert'),
        };
  return (
    <Alert tone="info">
      <Row data-sticky={toast.kind} data-key={toast.key}>
        <Body>
          {shown.lines.map((line) => (
            <strong key={line} dir="auto">
              {line}
            </strong>
          ))}
          {toast.kind === 'reminder' && newSince > 0 ? (
            <Link to={`${diaryCaseHref(toast.reminder.caseId)}#${newSinceLastHearingAnchor}`} onClick={onClose}>
              {t('New since the last hearing: {{count}}', { count: newSince })}
            </Link>
          ) : null}
          <Link to={shown.to} onClick={onClose}>
            {shown.link}
          </Link>
        </Body>
        <Close type="button" aria-label={shown.close} onClick={onClose}>
          ×
        </Close>
      </Row>
    </Alert>
  );
}
