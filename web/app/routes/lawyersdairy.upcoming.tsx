import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { diaryEmptyTexts, type UpcomingHearing } from '@qanoon/contracts';
import { useId, useMemo } from 'react';
import { createGlobalStyle, styled } from 'styled-components';
import { requirePaidUser } from '../auth/session.server.ts';

import { diaryCaseHref } from '../diary/hrefs.ts';
import { pageTitle, translatable, useT, useIsolate } from '../i18n/i18n.tsx';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { Select } from '../ui/select.tsx';
import { Table, type Column } from '../ui/table.tsx';
import { useDates } from '../ui/dates.ts';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable("Cause list | Lawyer's Dairy")) }];

/** The cause list (ADR 0063): today unless the address asks for other days or a court. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requirePaidUser(request, context);
  const asked = new URL(request.url).searchParams;
  const ask = Object.fromEntries(['span', 'from', 'to', 'court', 'page'].map((key) => [key, asked.get(key) ?? undefined]));
  return context.services.diary.causeList({ userId: user.id }, ask);
}

// The root layout marks none of its chrome for print, so this page hides it itself: the side
// menu, the header, the skip link and toasts go, and only the cause list is laid on the paper.
const PrintOnlyTheCauseList = createGlobalStyle`
  @media print {
    #side-menu,
    body header,
    a[href='#main'],
    [data-print='hide'] {
      display: none !important;
    }

    body {
      background: #fff;
      visibility: hidden;
    }

    [data-cause-list] {
      visibility: visible;
      position: absolute;
      top: 0;
      inset-inline-start: 0;
      width: 100%;
    }

    [data-cause-list] * {
      overflow: visible !important;
      box-shadow: none !important;
    }

    [data-cause-list] a {
      color: inherit;
      text-decoration: none;
    }

    [data-cause-list] tr {
      break-inside: avoid;
    }
  }
`;

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Day = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const DayDate = styled.span`
  font-family: ${({ theme }) => theme.font.body};
  font-size: ${({ theme }) => theme.fontSize.base};
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

function causeListColumns(t: ReturnType<typeof useT>): Column<UpcomingHearing>[] {
  return [
    { key: 'time', header: t('Time'), render: (h) => h.time ?? t('Not set') },
    {
      key: 'title',
      header: t('Case Title'),
      render: (h) => (
        <Link to={diaryCaseHref(h.caseId)}>
          <bdi>{h.title || t('Untitled case')}</bdi>
        </Link>
      ),
    },
    {
      key: 'number',
      header: t('Case Number'),
      render: (h) => <bdi>{h.number}</bdi>,
    },
    {
      key: 'client',
      header: t('Client'),
      render: (h) => <bdi>{h.clientName}</bdi>,
    },
    { key: 'court', header: t('Court'), render: (h) => <bdi>{h.court}</bdi> },
    { key: 'city', header: t('City'), render: (h) => <bdi>{h.city}</bdi> },
  ];
}

/** One day of the cause list: its heading (Today or Tomorrow, then the date) names its table. */
function Hearings({ label, caption, day, hearings }: { label: string | null; caption: string; day: string; hearings: UpcomingHearing[] }) {
  const t = useT();
  const dates = useDates();
  const columns = useMemo(() => causeListColumns(t), [t]);
  const headingId = useId();
  const written = dates.day(day);
  return (
    <Day aria-labelledby={headingId}>
      <h3 id={headingId}>
        {label ? (
          <>
            {label} <DayDate>{written}</DayDate>
          </>
        ) : (
          written
        )}
      </h3>
      <Table caption={caption} hideCaption columns={columns} rows={hearings} rowKey={(h) => h.caseId} emptyText={t('No hearings')} />
    </Day>
  );
}

const Choices = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    text-decoration: none;
  }

  a[aria-current] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
  }
`;

const Asking = styled(Form)`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
`;

const spanLabels = [
  ['today', translatable('Today')],
  ['tomorrow', translatable('Tomorrow')],
  ['week', translatable('This week')],
  ['upcoming', translatable('All upcoming')],
] as const;

const hrefOf = (params: Record<string, string | number | null>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== null && value !== '' && !(key === 'page' && value === 1)) query.set(key, String(value));
  const text = query.toString();
  return text ? `?${text}` : '?';
};

export default function CauseListPage() {
  const t = useT();
  const dates = useDates();
  const isolate = useIsolate();
  const list = useLoaderData<typeof loader>();
  const { today, tomorrow, hearings, span, from, to, court } = list;
  const days = [...new Set(hearings.map((h) => h.date))];
  const labelOf = (day: string) => (day === today ? t('Today') : day === tomorrow ? t('Tomorrow') : null);
  const which =
    to === null
      ? t('From {{from}} on', { from: isolate(dates.day(from)) })
      : from === to
      ? dates.day(from)
      : t('{{from}} to {{to}}', {
          from: isolate(dates.day(from)),
          to: isolate(dates.day(to)),
        });
  const here = (page: number) =>
    hrefOf({
      span,
      from: span === 'range' ? from : null,
      to: span === 'range' ? to : null,
      court,
      page,
    });
  return (
    <Page data-cause-list="">
      <PrintOnlyTheCauseList />
      <Heading>
        <h2>{t('Cause list')}</h2>
        <Button variant="secondary" onClick={() => window.print()} data-print="hide">
          {t('Print')}
        </Button>
      </Heading>
      <Lead>
        {court
          ? t('{{days}}, in {{court}}', {
              days: isolate(which),
              court: isolate(court),
            })
          : which}
        {' · '}
        {t('{{count}} hearings', { count: list.total })}
      </Lead>
      <Choices aria-label={t('Days')} data-print="hide">
        <ul>
          {spanLabels.map(([value, label]) => (
            <li key={value}>
              <Link to={hrefOf({ span: value === 'today' ? null : value, court })} aria-current={span === value ? 'page' : undefined}>
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </Choices>
      <Asking method="get" data-print="hide" aria-label={t('Choose the days and the court')}>
        <input type="hidden" name="span" value="range" />
        <Field label={t('From')} name="from" type="date" defaultValue={from} />
        <Field label={t('To')} name="to" type="date" defaultValue={to ?? ''} />
        <Select
          label={t('Court')}
          name="court"
          defaultValue={court}
          placeholder={t('All courts')}
          options={list.courts.map((c) => ({ value: c, label: c }))}
        />
        <Button type="submit" variant="secondary">
          {t('Show')}
        </Button>
      </Asking>
      {hearings.length === 0 ? <Lead>{t(diaryEmptyTexts.upcoming)}</Lead> : null}
      {days.map((day) => (
        <Hearings
          key={day}
          label={labelOf(day)}
          caption={t('Hearings on {{day}}', { day: isolate(dates.day(day)) })}
          day={day}
          hearings={hearings.filter((h) => h.date === day)}
        />
      ))}
      {list.pages > 1 ? (
        <div data-print="hide">
          <Pagination page={list.page} pageCount={list.pages} hrefFor={here} label={t('Pages of the cause list')} />
        </div>
      ) : null}
    </Page>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
