import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { diaryEmptyTexts, type UpcomingHearing } from '@qanoon/contracts';
import { useId, useMemo } from 'react';
import { createGlobalStyle, styled } from 'styled-components';
import { requirePaidUser } from '../auth/session.server.ts';

import { diaryCaseHref } from '../diary/hrefs.ts';
import { pageTitle, translatable, useT, useIsolate } from '../i18n/i18n.tsx';
import { Button } from '../ui/button.tsx';
import { Table, type Column } from '../ui/table.tsx';
import { useDates } from '../ui/dates.ts';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable("Upcoming hearings | Lawyer's Dairy")) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requirePaidUser(request, context);
  return context.services.diary.causeList({ userId: user.id });
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
    { key: 'number', header: t('Case Number'), render: (h) => <bdi>{h.number}</bdi> },
    { key: 'client', header: t('Client'), render: (h) => <bdi>{h.clientName}</bdi> },
    { key: 'court', header: t('Court'), render: (h) => <bdi>{h.court}</bdi> },
    { key: 'city', header: t('City'), render: (h) => <bdi>{h.city}</bdi> },
  ];
}

/** One day of the cause list: its heading (Today or Tomorrow, then the date) names its table. */
function Hearings({ label, caption, day, hearings }: { label: string; caption: string; day: string; hearings: UpcomingHearing[] }) {
  const t = useT();
  const dates = useDates();
  const columns = useMemo(() => causeListColumns(t), [t]);
  const headingId = useId();
  const written = dates.day(day);
  return (
    <Day aria-labelledby={headingId}>
      <h3 id={headingId}>
        {label} <DayDate>{written}</DayDate>
      </h3>
      <Table caption={caption} hideCaption columns={columns} rows={hearings} rowKey={(h) => h.caseId} emptyText={t('No hearings')} />
    </Day>
  );
}

export default function Upcoming() {
  const t = useT();
  const dates = useDates();
  const isolate = useIsolate();
  const { today, tomorrow, hearings } = useLoaderData<typeof loader>();
  const on = (day: string) => hearings.filter((h) => h.date === day);
  return (
    <Page data-cause-list="">
      <PrintOnlyTheCauseList />
      <Heading>
        <h2>{t('Upcoming hearings')}</h2>
        <Button variant="secondary" onClick={() => window.print()} data-print="hide">
          {t('Print')}
        </Button>
      </Heading>
      {hearings.length === 0 ? <Lead>{t(diaryEmptyTexts.upcoming)}</Lead> : null}
      <Hearings label={t('Today')} caption={t('Hearings today, {{day}}', { day: isolate(dates.day(today)) })} day={today} hearings={on(today)} />
      <Hearings label={t('Tomorrow')} caption={t('Hearings tomorrow, {{day}}', { day: isolate(dates.day(tomorrow)) })} day={tomorrow} hearings={on(tomorrow)} />
    </Page>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
