import { Form, useNavigate, useNavigation } from '@remix-run/react';
import {
  mandatorySearchFields,
  parseCitation,
  searchFormFields,
  searchSortsOf,
  type JournalOption,
  type SearchField,
  type SearchFormValues,
  type SearchMode,
  searchFieldLabels,
  searchSortLabels,
  searchTabLabels,
} from '@qanoon/contracts';
import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { translatable, useT } from '../i18n/i18n.tsx';
import { Button, ButtonLink } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { FormAlert, type ActionMessage } from '../ui/form-alert.tsx';
import { Select } from '../ui/select.tsx';
import { CourtField } from './court-field.tsx';
import { searchHref } from './hrefs.ts';

const Box = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  column-gap: ${({ theme }) => theme.space.md};

  & > .wide {
    grid-column: 1 / -1;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const hints: Record<SearchMode, string> = {
  caselaw: translatable(
    'Words, "quoted phrases", OR in capitals, and -word after a space to leave a word out (a hyphen inside a word is part of it). A citation such as PLD 2019 SC 1 opens its case.',
  ),
  index: translatable("A journal's volume of a year, by page."),
  citation: translatable('A journal and year; page, court and names narrow it. Names may be misspelt slightly.'),
  courtwise: translatable("A court's cases over a range of years."),
  advance: translatable('Fill at least one field, in any combination. A citation typed as the keyword opens its case.'),
};

/** The filled fields of a form, for its address (empty ones left out). */
function filledValues(form: HTMLFormElement): SearchFormValues {
  const values: SearchFormValues = {};
  for (const [name, value] of new FormData(form)) {
    if (name === 'tab' || typeof value !== 'string' || !value.trim()) continue;
    values[name as keyof SearchFormValues] = value.trim();
  }
  return values;
}

// The form's check is built on zod, which the page loads once the reader is in the form, not
// before it can be used (ADR 0040).
const loadFormCheck = () => import('./search-form-check.ts');

/**
 * A tab's search form. It checks the spec's mandatory fields before sending ('Fill Mandatory
 * Fields!' for 2 s) and goes to the search's address, so every search is a URL.
 */
export function SearchForm({
  tab,
  values,
  journals,
  years,
}: {
  tab: SearchMode;
  values: SearchFormValues;
  journals: readonly JournalOption[];
  /** The From and To a mandatory year range starts with, so a plain search works at once (ADR 0061). */
  years?: { from: number; to: number };
}) {
  const t = useT();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [alert, setAlert] = useState<ActionMessage | null>(null);
  const mandatory = mandatorySearchFields[tab];
  const label = (field: SearchField) => `${t(searchFieldLabels[field])}${tab !== 'advance' && mandatory.includes(field) ? ' *' : ''}`;
  const sorts = searchSortsOf[tab];
  const searching = navigation.state !== 'idle' && navigation.location.pathname === '/search';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const filled = filledValues(form);
    // A citation as the keyword may open its case whatever else is empty: the server decides.
    const citation = filled.keyword ? parseCitation(filled.keyword).journal !== null || /\d/.test(filled.keyword) : false;
    void loadFormCheck().then(({ parseSearchForm }) => {
      const checked = parseSearchForm(tab, filled);
      if (!checked.ok && !citation) {
        setAlert({ ok: false, message: checked.message });
        if (checked.field) (form.elements.namedItem(checked.field) as HTMLElement | null)?.focus();
        return;
      }
      navigate(searchHref(tab, { ...filled, sort: filled.sort ?? sorts[0] ?? 'relevance' }));
    });
  };

  const field = (name: SearchField) => {
    switch (name) {
      case 'court':
        return <CourtField key={name} label={label('court')} defaultValue={values.court} required={mandatory.includes('court')} />;
      case 'journal':
        return (
          <Select
            key={name}
            label={label('journal')}
            name="journal"
            defaultValue={values.journal ?? ''}
            placeholder={mandatory.includes('journal') ? t('Choose a journal') : t('Any journal')}
            options={journals.map((j) => ({ value: j.journal, label: `${j.journal} (${j.cases.toLocaleString('en-US')})` }))}
          />
        );
      case 'year':
      case 'from':
      case 'to': {
        const prefilled = years && name !== 'year' && mandatory.includes(name) && values[name] === undefined ? String(years[name]) : undefined;
        return <Field key={name} label={label(name)} name={name} defaultValue={values[name] ?? prefilled} inputMode="numeric" autoComplete="off" maxLength={4} placeholder={t('e.g. 2019')} />;
      }
      case 'ref':
        return <Field key={name} label={label(name)} name={name} defaultValue={values[name]} inputMode="numeric" autoComplete="off" maxLength={6} placeholder={t('e.g. 1234')} />;
      case 'keyword':
        return (
          <div key={name} className="wide">
            <Field label={label('keyword')} name="keyword" type="search" dir="auto" defaultValue={values.keyword} autoComplete="off" placeholder={t('e.g. pre-arrest bail "mala fide" -murder')} />
          </div>
        );
      default:
        return <Field key={name} label={label(name)} name={name} defaultValue={values[name]} autoComplete="off" />;
    }
  };

  return (
    <Box>
      <Hint>{t(hints[tab])}</Hint>
      <FormAlert result={alert} hideAfterMs={2000} />
      <Form method="get" action="/search" onFocus={() => void loadFormCheck()} onSubmit={onSubmit} noValidate aria-label={t('{{tab}} form', { tab: t(searchTabLabels[tab]) })}>
        <input type="hidden" name="tab" value={tab} />
        <Grid>
          {searchFormFields[tab].map(field)}
          {sorts.length > 1 ? (
            <Select
              label={t('Order')}
              name="sort"
              defaultValue={values.sort ?? sorts[0]}
              options={sorts.map((sort) => ({ value: sort, label: t(searchSortLabels[sort]) }))}
            />
          ) : null}
        </Grid>
        <Actions>
          <Button type="submit" disabled={searching}>
            {searching ? t('Searching…') : t('Search')}
          </Button>
          <ButtonLink to={searchHref(tab)} variant="ghost">
            {t('Clear')}
          </ButtonLink>
        </Actions>
      </Form>
    </Box>
  );
}
