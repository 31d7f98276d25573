import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { diaryEmptyTexts, type UpcomingHearing } from '@qanoon/contracts';
import { useId } from 'react';
import { createGlobalStyle, styled } from 'styled-components';
import { requirePaidUser } from '../auth/session.server.ts';
import { readableDay } from '../diary/format.ts';
import { diaryCaseHref } from '../diary/hrefs.ts';
import { Button } from '../ui/button.tsx';
import { Table, type Column } from '../ui/table.tsx';

export const meta: MetaFunction = () => [{ title: "Upcoming hearings | Lawyer's Dairy | Qanoon" }];

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
    [aria-label='Notifications'],
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
      left: 0;
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

const columns: Column<UpcomingHearing>[] = [
  { key: 'time', header: 'Time', render: (h) => h.time ?? 'Not set' },
  { key: 'title', header: 'Case Title', render: (h) => <Link to={diaryCaseHref(h.caseId)}>{h.title || 'Untitled case'}</Link> },
  { key: 'number', header: 'Case Number', render: (h) => h.number },
  { key: 'client', header: 'Client', render: (h) => h.clientName },
  { key: 'court', header: 'Court', render: (h) => h.court },
  { key: 'city', header: 'City', render: (h) => h.city },
];

function Hearings({ label, day, hearings }: { label: string; day: string; hearings: UpcomingHearing[] }) {
  const headingId = useId();
  const written = readableDay(day);
  return (
    <Day aria-labelledby={headingId}>
      <h3 id={headingId}>
        {label} <DayDate>{written}</DayDate>
      </h3>
      <Table
        caption={`Hearings ${label.toLowerCase()}, ${written}`}
        hideCaption
        columns={columns}
        rows={hearings}
        rowKey={(h) => h.caseId}
        emptyText="No hearings"
      />
    </Day>
  );
}

export default function Upcoming() {
  const { today, tomorrow, hearings } = useLoaderData<typeof loader>();
  const on = (day: string) => hearings.filter((h) => h.date === day);
  return (
    <Page data-cause-list="">
      <PrintOnlyTheCauseList />
      <Heading>
        <h2>Upcoming hearings</h2>
        <Button variant="secondary" onClick={() => window.print()} data-print="hide">
          Print
        </Button>
      </Heading>
      {hearings.length === 0 ? <Lead>{diaryEmptyTexts.upcoming}</Lead> : null}
      <Hearings label="Today" day={today} hearings={on(today)} />
      <Hearings label="Tomorrow" day={tomorrow} hearings={on(tomorrow)} />
    </Page>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
