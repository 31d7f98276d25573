import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { useIsolate, useT } from '../../i18n/i18n.tsx';
import { useDates } from '../../ui/dates.ts';

/** The hearing fields a conflict shows of each side. */
export interface HearingVersion {
  hearingDate: string | null;
  hearingTime: string | null;
  notes: string;
}

const Sides = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.md} 0;

  @media (max-width: 640px) {
    grid-template-columns: 1fr;
  }

  section {
    min-width: 0;
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
  }

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }

  dl {
    margin: 0;
  }

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;

/**
 * A hearing the lawyer recorded against a case that was changed elsewhere meanwhile: their
 * version and the case as it is now, side by side, so neither is lost (ADR 0067).
 */
export function ConflictPanel({ mine, current, actions }: { mine: Record<string, string>; current: HearingVersion; actions?: ReactNode }) {
  const t = useT();
  const isolate = useIsolate();
  const dates = useDates();
  const when = (date: string | null, time: string | null) =>
    date ? (time ? t('{{day}} at {{time}}', { day: isolate(dates.day(date)), time: isolate(time) }) : isolate(dates.day(date))) : t('Not set');
  const side = (heading: string, version: HearingVersion) => (
    <section aria-label={heading}>
      <h3>{heading}</h3>
      <dl>
        <dt>{t('Next Hearing Date')}</dt>
        <dd>{when(version.hearingDate, version.hearingTime)}</dd>
        <dt>{t('Lawyer Notes')}</dt>
        <dd dir="auto">{version.notes.trim() === '' ? t('None') : version.notes}</dd>
      </dl>
    </section>
  );
  return (
    <div data-conflict>
      <Sides>
        {side(t('Your version'), { hearingDate: mine.hearing_date || null, hearingTime: mine.hearing_time || null, notes: mine.case_notes ?? '' })}
        {side(t('The case now'), current)}
      </Sides>
      {actions}
    </div>
  );
}
