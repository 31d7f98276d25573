import { Form, Link, useNavigation } from '@remix-run/react';
import { diaryEmptyTexts, type AttachedJudgment, type TreatmentFlag } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { useT, useIsolate } from '../i18n/i18n.tsx';
import { caseHref } from '../library/hrefs.ts';
import { StandingFlag } from '../library/treatment-flag.tsx';
import { Button } from '../ui/button.tsx';
import { FormAlert, type ActionMessage } from '../ui/form-alert.tsx';
import { Select } from '../ui/select.tsx';
import { VisuallyHidden } from '../ui/visually-hidden.ts';

import { Hint, Section } from './screen.tsx';
import { useDates } from '../ui/dates.ts';

export interface BookmarkChoice {
  citationId: string;
  parties: string;
}

type Attached = Omit<AttachedJudgment, 'attachedAt'> & { attachedAt: Date | string; flag?: TreatmentFlag | null };

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }

  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const AttachRow = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};

  > div {
    flex: 1;
    min-width: 260px;
    margin-bottom: 0;
  }
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/** Judgments attached to a case: each opens the judgment and shows its flag; attach one of the user's bookmarks. */
export function CaseJudgments({
  attached,
  bookmarks,
  answer,
}: {
  attached: readonly Attached[];
  bookmarks: readonly BookmarkChoice[];
  answer: ActionMessage | null;
}) {
  const t = useT();
  const dates = useDates();
  const isolate = useIsolate();
  const busy = useNavigation().state === 'submitting';
  const attachedIds = new Set(attached.map((j) => j.citationId));
  const choices = bookmarks.filter((b) => !attachedIds.has(b.citationId));
  return (
    <Section aria-labelledby="case-judgments">
      <h3 id="case-judgments">{t('Judgments')}</h3>
      <FormAlert result={answer} hideAfterMs={5000} />
      {attached.length === 0 ? (
        <Empty>{t(diaryEmptyTexts.judgments)}</Empty>
      ) : (
        <List>
          {attached.map((j) => (
            <li key={j.citationId}>
              <span>
                <Link to={caseHref(j.citationId)}>{j.citationId}</Link>
                <small dir={j.title ? 'auto' : undefined}>{j.title ?? t('No longer in the library')}</small>
                <StandingFlag flag={j.flag} citationId={j.citationId} />
                <small>{t('Attached {{moment}}', { moment: isolate(dates.moment(j.attachedAt)) })}</small>
              </span>
              <Form method="post" preventScrollReset>
                <input type="hidden" name="citationId" value={j.citationId} />
                <Button type="submit" name="intent" value="detach-judgment" variant="secondary" disabled={busy}>
                  {t('Detach')}
                  <VisuallyHidden> {j.citationId}</VisuallyHidden>
                </Button>
              </Form>
            </li>
          ))}
        </List>
      )}
      {choices.length > 0 ? (
        <AttachRow method="post" preventScrollReset>
          <Select
            label={t('Bookmarked judgment')}
            name="citationId"
            placeholder={t('Choose a bookmarked judgment')}
            options={choices.map((b) => ({ value: b.citationId, label: `${b.citationId} — ${b.parties}` }))}
          />
          <Button type="submit" name="intent" value="attach-judgment" disabled={busy}>
            {t('Attach Judgment')}
          </Button>
        </AttachRow>
      ) : (
        <Hint>
          {bookmarks.length === 0 ? t('Bookmark a judgment in ') : t('Every bookmarked judgment is attached. Bookmark more in ')}
          <Link to="/search">{t('Search')}</Link>
          {t(' to attach it to this case.')}
        </Hint>
      )}
    </Section>
  );
}
