import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import type { PeriodFigures } from '@qanoon/services';
import { styled } from 'styled-components';
import { adminOnly } from '../admin/admin-only.server.ts';
import { Section } from '../admin/section.tsx';
import { requireAdmin } from '../auth/session.server.ts';
import { Lines, StackedBars } from '../reports/charts.tsx';
import { formatShare, formatWait } from '@qanoon/contracts';
import { Alert } from '../ui/alert.tsx';
import { Button, ButtonLink } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { Table, type Column } from '../ui/table.tsx';

export const meta: MetaFunction = () => [{ title: 'Reports | Qanoon' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireAdmin(request, context);
  const asOf = new URL(request.url).searchParams.get('asOf')?.trim() ?? '';
  const result = await adminOnly(context.services.billing.getPaymentReport({ userId: user.id }, asOf || undefined));
  if (!result.ok) return { asOf, error: result.message, report: null };
  return { asOf: result.asOf, error: null, report: result.report };
}

const rupees = (n: number) => `Rs. ${n.toLocaleString('en')}/-`;
const count = (n: number) => n.toLocaleString('en');
const hours = (seconds: number | null) => (seconds === null ? null : seconds / 3600);
const channelLabel = { jazzcash: 'JazzCash', easypaisa: 'Easypaisa', bank: 'Bank', unnamed: 'Not named' } as const;

const Picker = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};

  > div {
    margin-bottom: 0;
  }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};

  div {
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }

  dt {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.navy};
  }
`;

const Cell = styled.td<{ $share: number | null }>`
  text-align: right !important;
  background: ${({ $share }) => ($share === null ? 'transparent' : `rgba(15, 59, 46, ${0.08 + $share * 0.8})`)};
  color: ${({ $share, theme }) => ($share !== null && $share > 0.5 ? theme.colors.primaryContrast : 'inherit')};
`;

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};

  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space.sm};
  }

  th,
  td {
    padding: ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
`;

const monthColumns: Column<PeriodFigures>[] = [
  { key: 'period', header: 'Month', render: (f) => (f.period === 'total' ? 'Whole period' : f.period) },
  { key: 'submitted', header: 'Receipts submitted', render: (f) => count(f.receiptsSubmitted) },
  { key: 'verified', header: 'Verified', render: (f) => count(f.receiptsVerified) },
  { key: 'refused', header: 'Refused', render: (f) => count(f.receiptsRefused) },
  { key: 'deleted', header: 'Deleted', render: (f) => count(f.paymentsDeleted) },
  { key: 'expired', header: 'Expired', render: (f) => count(f.paymentsExpired) },
  { key: 'trials', header: 'Trials started', render: (f) => count(f.trialsStarted) },
  { key: 'active', header: 'Active paid at end', render: (f) => count(f.activePaidAtEnd) },
  { key: 'waiting', header: 'Waiting at end', render: (f) => count(f.waitingAtEnd) },
  { key: 'new', header: 'New users', render: (f) => count(f.newUsers) },
  { key: 'renewing', header: 'Renewing users', render: (f) => count(f.renewingUsers) },
  { key: 'revenue', header: 'Revenue', render: (f) => rupees(f.revenue) },
];

export default function Reports() {
  const { asOf, error, report } = useLoaderData<typeof loader>();
  const months = report?.months ?? [];
  const labels = months.map((m) => m.period);
  const periods = report ? [...report.months, report.total] : [];
  const csvHref = `/dashboard/reports.csv${asOf ? `?asOf=${encodeURIComponent(asOf)}` : ''}`;
  return (
    <>
      <PageTitle>Reports</PageTitle>
      <Picker method="get">
        <Field label="As of" name="asOf" type="date" defaultValue={asOf} error={error} />
        <Button type="submit">Show</Button>
        <ButtonLink to={csvHref} variant="secondary" reloadDocument>
          Download CSV
        </ButtonLink>
      </Picker>
      {report ? (
        <>
          <p>
            The payment history replayed from its events: every event recorded up to the end of {asOf} (Pakistan time), {count(report.events)} in all.
          </p>
          <Totals aria-label="The whole period" data-testid="report-totals">
            <div>
              <dt>Receipts submitted</dt>
              <dd>{count(report.total.receiptsSubmitted)}</dd>
            </div>
            <div>
              <dt>Receipts verified</dt>
              <dd>{count(report.total.receiptsVerified)}</dd>
            </div>
            <div>
              <dt>Revenue</dt>
              <dd>{rupees(report.total.revenue)}</dd>
            </div>
            <div>
              <dt>Active paid users</dt>
              <dd>{count(report.total.activePaidAtEnd)}</dd>
            </div>
            <div>
              <dt>Receipts waiting</dt>
              <dd>{count(report.total.waitingAtEnd)}</dd>
            </div>
          </Totals>

          <Section id="revenue" title="Revenue by package" intro="The package totals of the payments verified each month.">
            <StackedBars
              title="Revenue by package per month"
              labels={labels}
              series={report.packages.map((name) => ({ name, values: months.map((m) => m.revenueByPackage[name] ?? 0) }))}
              format={(v) => `${Math.round(v).toLocaleString('en')}`}
            />
            <Table
              caption="Revenue by package per month, in rupees"
              columns={[
                { key: 'period', header: 'Month', render: (f: PeriodFigures) => (f.period === 'total' ? 'Whole period' : f.period) },
                ...report.packages.map((name) => ({ key: name, header: name, render: (f: PeriodFigures) => count(f.revenueByPackage[name] ?? 0) })),
                { key: 'all', header: 'All packages', render: (f: PeriodFigures) => count(f.revenue) },
              ]}
              rows={periods}
              rowKey={(f) => f.period}
              emptyText="No payments yet"
            />
          </Section>

          <Section id="waits" title="Receipt to verification" intro="How long receipts waited for an administrator, in hours, by the month they were verified.">
            <Lines
              title="Verification time percentiles per month, in hours"
              labels={labels}
              series={[
                { name: 'p50', values: months.map((m) => hours(m.waitP50Seconds)) },
                { name: 'p90', values: months.map((m) => hours(m.waitP90Seconds)) },
                { name: 'max', values: months.map((m) => hours(m.waitMaxSeconds)) },
              ]}
              format={(v) => `${v < 10 ? v.toFixed(1) : Math.round(v)} h`}
            />
            <Table
              caption="Verification time per month"
              columns={[
                { key: 'period', header: 'Month', render: (f: PeriodFigures) => (f.period === 'total' ? 'Whole period' : f.period) },
                { key: 'verified', header: 'Verified', render: (f: PeriodFigures) => count(f.receiptsVerified) },
                { key: 'p50', header: 'p50', render: (f: PeriodFigures) => formatWait(f.waitP50Seconds) },
                { key: 'p90', header: 'p90', render: (f: PeriodFigures) => formatWait(f.waitP90Seconds) },
                { key: 'max', header: 'Longest', render: (f: PeriodFigures) => formatWait(f.waitMaxSeconds) },
                { key: 'waiting', header: 'Waiting at month end', render: (f: PeriodFigures) => count(f.waitingAtEnd) },
              ]}
              rows={periods}
              rowKey={(f) => f.period}
              emptyText="No payments yet"
            />
          </Section>

          <Section id="cohorts" title="Cohorts" intro="Of the users whose first payment was verified in a month, the share still paid at the end of each later month.">
            {report.cohorts.length === 0 ? (
              <p>No payment has been verified yet.</p>
            ) : (
              <div style={{ overflowX: 'auto' }}>
                <Grid>
                  <caption>Share of each cohort still paid, months after the first payment</caption>
                  <thead>
                    <tr>
                      <th scope="col">First paid</th>
                      <th scope="col">Users</th>
                      {Array.from({ length: 12 }, (_, i) => (
                        <th scope="col" key={i}>
                          M+{i + 1}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {report.cohorts.map((c) => (
                      <tr key={c.month}>
                        <th scope="row">{c.month}</th>
                        <td>{count(c.users)}</td>
                        {c.share.map((share, i) => (
                          <Cell key={i} $share={share}>
                            {formatShare(share)}
                          </Cell>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </Grid>
              </div>
            )}
          </Section>

          <Section id="months" title="Month by month" intro="Receipts, trials and users; active and waiting are counted at the end of each month.">
            <Table caption="The report month by month" hideCaption columns={monthColumns} rows={periods} rowKey={(f) => f.period} emptyText="No payments yet" />
          </Section>

          <Section id="channels" title="By payment channel" intro="Where the receipt names the account the user paid into.">
            <Table
              caption="Receipts and revenue by payment channel, whole period"
              hideCaption
              columns={[
                { key: 'channel', header: 'Channel', render: (c: { channel: keyof typeof channelLabel }) => channelLabel[c.channel] },
                { key: 'submitted', header: 'Receipts submitted', render: (c) => count(report.total.byChannel[c.channel].submitted) },
                { key: 'verified', header: 'Verified', render: (c) => count(report.total.byChannel[c.channel].verified) },
                { key: 'revenue', header: 'Revenue', render: (c) => rupees(report.total.byChannel[c.channel].revenue) },
              ]}
              rows={(['jazzcash', 'easypaisa', 'bank', 'unnamed'] as const).map((channel) => ({ channel }))}
              rowKey={(c) => c.channel}
              emptyText="No receipts yet"
            />
          </Section>
        </>
      ) : (
        <Alert tone="error">{error}</Alert>
      )}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
