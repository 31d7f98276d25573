import { Form, Link, useNavigation } from '@remix-run/react';
import {
  alertLimits,
  alertRhythmLabels,
  alertRhythms,
  caseHref,
  citatorHref,
  searchFieldLabels,
  searchFormFields,
  searchTabLabels,
  type AlertRhythm,
  type SavedSearchView,
  type SearchFormValues,
  type SearchMode,
} from '@qanoon/contracts';
import { styled } from 'styled-components';
import { useT } from '../i18n/i18n.tsx';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { FieldRow, Panel as PagePanel } from '../ui/panel.tsx';
import { Select } from '../ui/select.tsx';
import { searchHref } from './hrefs.ts';

/** Where saved searches are listed, saved and changed. */
export const savedSearchesHref = '/alerts';

// Stacked one under another on their page, and under the results or the citator's table.
const Panel = styled(PagePanel)`
  margin-top: ${({ theme }) => theme.space.lg};
`;

function RhythmSelect({ defaultValue = 'instant' }: { defaultValue?: AlertRhythm }) {
  const t = useT();
  return <Select label={t('Tell me')} name="rhythm" defaultValue={defaultValue} options={alertRhythms.map((r) => ({ value: r, label: t(alertRhythmLabels[r]) }))} />;
}

/** A search's own words, for its name and its line on the list: "bail · 2019 – 2024 · Lahore High Court". */
export function searchSummary(values: SearchFormValues): string {
  const parts = Object.entries(values)
    .filter(([name, value]) => name !== 'sort' && name !== 'page' && value)
    .map(([, value]) => value);
  return parts.join(' · ').slice(0, alertLimits.name);
}

/** Under a search's results: save it with a name and how often to hear of new judgments. */
export function SaveSearchForm({ tab, values }: { tab: SearchMode; values: SearchFormValues }) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  return (
    <Panel aria-labelledby="save-search">
      <h2 id="save-search">{t('Save this search')}</h2>
      <p>{t('Hear of new judgments that match it when they are added to the library.')}</p>
      <Form method="post" action={savedSearchesHref}>
        <input type="hidden" name="intent" value="save-search" />
        <input type="hidden" name="tab" value={tab} />
        {Object.entries(values).map(([name, value]) => (name === 'sort' || name === 'page' ? null : <input key={name} type="hidden" name={name} value={value} />))}
        <FieldRow>
          <Field label={t('Name')} name="name" dir="auto" maxLength={alertLimits.name} defaultValue={searchSummary(values)} autoComplete="off" required />
          <RhythmSelect />
          <Button type="submit" disabled={busy}>
            {t('Save search')}
          </Button>
        </FieldRow>
      </Form>
    </Panel>
  );
}

/** On a citation's citator page: be told when a new judgment cites it. */
export function FollowCitationForm({ citation }: { citation: string }) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  return (
    <Panel aria-labelledby="follow-citation">
      <h2 id="follow-citation">{t('Follow this citation')}</h2>
      <p dir="auto">{t('Hear of every new judgment that cites {{citation}}.', { citation })}</p>
      <Form method="post" action={savedSearchesHref}>
        <input type="hidden" name="intent" value="follow-citation" />
        <input type="hidden" name="citation" value={citation} />
        <FieldRow>
          <RhythmSelect />
          <Button type="submit" disabled={busy}>
            {t('Follow citation')}
          </Button>
        </FieldRow>
      </Form>
    </Panel>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Matches = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding-inline-start: ${({ theme }) => theme.space.lg};

  li {
    margin-bottom: ${({ theme }) => theme.space.xs};
    overflow-wrap: anywhere;
  }

  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Status = styled.span`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
`;

/** What a saved search looks for, in words: its tab and fields, or the citation it follows. */
function Describe({ saved }: { saved: SavedSearchView }) {
  const t = useT();
  if (saved.kind === 'citation') return <p dir="auto">{t('New judgments citing {{citation}}', { citation: saved.citation ?? '' })}</p>;
  // In the order the tab's form shows them.
  const fields = (saved.mode ? searchFormFields[saved.mode] : [])
    .filter((name) => saved.fields[name])
    .map((name) => `${t(searchFieldLabels[name])}: ${saved.fields[name]}`);
  return (
    <p dir="auto">
      {saved.mode ? t(searchTabLabels[saved.mode]) : ''} — {fields.join(', ')}
    </p>
  );
}

/** One saved search on its page: what it looks for, what it found, and run, edit, pause or delete. */
export function SavedSearchCard({ saved }: { saved: SavedSearchView }) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const headingId = `saved-${saved.id}`;
  const run = saved.kind === 'citation' ? citatorHref(saved.citation ?? '') : searchHref(saved.mode ?? 'caselaw', saved.fields);
  return (
    <Panel aria-labelledby={headingId} data-saved-search={saved.id}>
      <h2 id={headingId} dir="auto">
        {saved.name} {saved.paused ? <Status>{t('Paused')}</Status> : null}
      </h2>
      <Describe saved={saved} />
      <h3>{t('New judgments ({{count}})', { count: saved.matchCount })}</h3>
      {saved.matches.length === 0 ? (
        <p>{t('No new judgments yet.')}</p>
      ) : (
        <Matches>
          {saved.matches.map((match) => (
            <li key={match.citationId}>
              <Link to={caseHref(match.citationId)}>
                <bdi>{match.citationId}</bdi>
              </Link> <span dir="auto">{match.parties}</span> <small>{match.court}</small>
            </li>
          ))}
        </Matches>
      )}
      <Form method="post">
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={saved.id} />
        <FieldRow>
          <Field label={t('Name')} name="name" dir="auto" maxLength={alertLimits.name} defaultValue={saved.name} autoComplete="off" required />
          <RhythmSelect defaultValue={saved.rhythm} />
          <Button type="submit" variant="secondary" disabled={busy}>
            {t('Save changes')}
          </Button>
        </FieldRow>
      </Form>
      <Actions>
        <Link to={run}>{t('Run search')}</Link>
        <Form method="post">
          <input type="hidden" name="intent" value={saved.paused ? 'resume' : 'pause'} />
          <input type="hidden" name="id" value={saved.id} />
          <Button type="submit" variant="secondary" disabled={busy}>
            {saved.paused ? t('Resume alerts') : t('Pause alerts')}
          </Button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={saved.id} />
          <Button type="submit" variant="danger" disabled={busy} aria-label={t('Delete {{name}}', { name: saved.name })}>
            {t('Delete')}
          </Button>
        </Form>
      </Actions>
    </Panel>
  );
}
