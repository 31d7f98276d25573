import { Form, Link, useNavigation } from '@remix-run/react';
import { diaryEmptyTexts, diaryLimits, type NewJudgment, type NewSinceLastHearing } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { useT, useIsolate } from '../i18n/i18n.tsx';
import { caseHref } from '../library/hrefs.ts';

import { newSinceLastHearingAnchor } from './hrefs.ts';
import { Hint, Section } from './screen.tsx';
import { useDates } from '../ui/dates.ts';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { FormAlert, type ActionMessage } from '../ui/form-alert.tsx';

// The sections' box spans the row above its button when a message sits first.
const FollowForm = styled(Form)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  > div:first-child {
    grid-column: 1 / -1;
  }
`;

// The loader's answer as the page receives it: its moments may arrive as text.
type Research = Omit<NewSinceLastHearing, 'since' | 'judgments'> & { judgments: readonly Omit<NewJudgment, 'importedAt'>[] };

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: 2px;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    /* Long citations and parties wrap on a phone instead of widening the page. */
    overflow-wrap: anywhere;
  }

  a {
    width: fit-content;
    font-weight: 600;
  }

  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/** Why a judgment is listed: the attached judgments it cites, the followed sections it applies. */
function Reason({ judgment }: { judgment: Omit<NewJudgment, 'importedAt'> }) {
  const t = useT();
  const isolate = useIsolate();
  return (
    <>
      {judgment.cites.length > 0 ? <span>{t('Cites {{citations}}', { citations: isolate(judgment.cites.join(', ')) })}</span> : null}
      {judgment.sections.length > 0 ? <span>{t('Decided under {{sections}}', { sections: isolate(judgment.sections.join(', ')) })}</span> : null}
    </>
  );
}

/**
 * "New since the last hearing": the judgments the library took in since then that cite the
 * case's attached judgments or are decided under the sections it follows, each opening its page.
 */
export function NewSinceLastHearingSection({
  research,
  answer,
}: {
  research: Research;
  answer: (ActionMessage & { sections?: string | undefined }) | null;
}) {
  const t = useT();
  const dates = useDates();
  const isolate = useIsolate();
  const busy = useNavigation().state === 'submitting';
  const { following } = research;
  return (
    <Section aria-labelledby={newSinceLastHearingAnchor}>
      <h3 id={newSinceLastHearingAnchor}>{t('New since the last hearing')}</h3>
      <Hint>
        {research.lastHearing
          ? t('Since the hearing of {{day}}.', { day: isolate(dates.day(research.lastHearing)) })
          : t('Since the case was opened.')}{' '}
        {following.sections.length > 0 ? t('Sections followed: {{sections}}.', { sections: isolate(following.sections.join(', ')) }) : null}
      </Hint>
      <FollowForm method="post" aria-label={t('Sections followed')}>
        <FormAlert result={answer} hideAfterMs={5000} />
        <input type="hidden" name="intent" value="follow-sections" />
        <Field
          label={t('Sections followed')}
          name="sections"
          defaultValue={answer?.sections ?? following.sections.join(', ')}
          key={following.sections.join(',')}
          placeholder="302 PPC, 497 Cr.P.C."
          maxLength={diaryLimits.sections * 40}
          dir="ltr"
          autoComplete="off"
        />
        <Button type="submit" variant="secondary" disabled={busy}>
          {t('Save sections')}
        </Button>
      </FollowForm>
      {research.judgments.length === 0 ? (
        <Empty>{t(diaryEmptyTexts.newSinceLastHearing)}</Empty>
      ) : (
        <>
          <List>
            {research.judgments.map((j) => (
              <li key={j.citationId}>
                <Link to={caseHref(j.citationId)}>
                  <bdi>{j.citationId}</bdi>
                </Link>
                <small dir="auto">{j.parties}</small>
                <small dir="auto">{j.court}</small>
                <Reason judgment={j} />
              </li>
            ))}
          </List>
          {research.count > research.judgments.length ? (
            <Hint>{t('The newest {{shown}} of {{count}}.', { shown: research.judgments.length, count: research.count })}</Hint>
          ) : null}
        </>
      )}
    </Section>
  );
}
