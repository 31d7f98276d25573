import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import type { PeriodFigures } from '@qanoon/services';
import type { TFunction } from 'i18next';
import { styled } from 'styled-components';
import { adminOnly } from '../admin/admin-only.server.ts';
import { Section } from '../admin/section.tsx';
import { requireAdmin } from '../auth/session.server.ts';
import { rupees } from '../billing/money.ts';
import { Lines, StackedBars } from '../reports/charts.tsx';
import { formatShare } from '@qanoon/contracts';
import { pageTitle, translatable, useT } from '../i18n/i18n.tsx';
import { Alert } from '../ui/alert.tsx';
import { Button, ButtonLink } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { Table, type Column } from '../ui/table.tsx';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable('Reports')) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireAdmin(request, context);
  const asOf = new URL(request.url).searchParams.get('asOf')?.trim() ?? '';
  const result = await adminOnly(context.services.billing.getPaymentReport({ userId: user.id }, asOf || undefined));
  if (!result.ok) return data({ asOf, error: result.message, report: null }, { status: 400 });
  return { asOf: result.asOf, error: null, report: result.report };
}

const count = (n: number) => n.toLocaleString('en');
const hours = (seconds: number | null) => (seconds === null ? null : seconds / 3600);
// JazzCash and Easypaisa are names and stay as they are in every language.
const channelLabel = { jazzcash: 'JazzCash', easypaisa: 'Easypaisa', bank: translatable('Bank'), unnamed: translatable('Not named') } as const;

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

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Cell = styled.td<{ $share: number | null }>`
  text-align: end !important;
  background: ${({ $share }) => ($share === null ? 'transparent' : `rgba(15, 59, 46, ${0.08 + $share * 0.8})`)};
  color: ${({ $share, theme }) => ($share !== null && $share > 0.5 ? theme.colors.primaryContrast : 'inherit')};
`;

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};

  caption {
    text-align: start;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space.sm};
  }

  th,
  td {
    padding: ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
  }
`;

/** A wait as the contracts' formatWait writes it (`45m`, `3h 20m`, `2d 4h`), its units in the reader's language. */
function waitText(t: TFunction, seconds: number | null): string {
  if (seconds === null) return '—';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t('{{n}}m', { n: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${t('{{n}}h', { n: hours })} ${t('{{n}}m', { n: minutes % 60 })}`;
  return `${t('{{n}}d', { n: Math.floor(hours / 24) })} ${t('{{n}}h', { n: hours % 24 })}`;
}

/** A row's month, or the whole period for the totals' row. */
const periodText = (f: PeriodFigures, t: TFunction) => (f.period === 'total' ? t('Whole period') : f.period);

// The month by month figures in two tables of six columns and the month: twelve side by side
// scrolled sideways on a 1280 px screen.
const receiptColumns = (t: TFunction): Column<PeriodFigures>[] => [
  { key: 'period', header: t('Month'), render: (f) => periodText(f, t) },
  { key: 'submitted', header: t('Receipts submitted'), render: (f) => count(f.receiptsSubmitted) },
  { key: 'verified', header: t('Verified'), render: (f) => count(f.receiptsVerified) },
  { key: 'refused', header: t('Refused'), render: (f) => count(f.receiptsRefused) },
  { key: 'deleted', header: t('Deleted'), render: (f) => count(f.paymentsDeleted) },
  { key: 'expired', header: t('Expired'), render: (f) => count(f.paymentsExpired) },
  { key: 'revenue', header: t('Revenue'), render: (f) => <bdi dir="ltr">{rupees(f.revenue)}</bdi> },
];

const userColumns = (t: TFunction): Column<PeriodFigures>[] => [
  { key: 'period', header: t('Month'), render: (f) => periodText(f, t) },
  { key: 'trials', header: t('Trials started'), render: (f) => count(f.trialsStarted) },
  { key: 'active', header: t('Active paid at end'), render: (f) => count(f.activePaidAtEnd) },
  { key: 'waiting', header: t('Waiting at end'), render: (f) => count(f.waitingAtEnd) },
  { key: 'new', header: t('New users'), render: (f) => count(f.newUsers) },
  { key: 'renewing', header: t('Renewing users'), render: (f) => count(f.renewingUsers) },
];

export default function Reports() {
  const t = useT();
  const { asOf, error, report } = useLoaderData<typeof loader>();
  const months = report?.months ?? [];
  const labels = months.map((m) => m.period);
  const periods = report ? [...report.months, report.total] : [];
  const csvHref = `/dashboard/reports.csv${asOf ? `?asOf=${encodeURIComponent(asOf)}` : ''}`;
  return (
    <>
      <PageTitle>{t('Reports')}</PageTitle>
      <Picker method="get">
        <Field label={t('As of')} name="asOf" type="date" defaultValue={asOf} error={error} />
        <Button type="submit">{t('Show')}</Button>
        <ButtonLink to={csvHref} variant="secondary" reloadDocument>
          {t('Download CSV')}
        </ButtonLink>
      </Picker>
      {report ? (
        <>
          <p>
            {t('The payment report of every event recorded up to the end of {{date}} (Pakistan time), {{events}} in all.', {
              date: asOf,
              events: count(report.events),
            })}
          </p>
          <Totals aria-label={t('The whole period')} data-testid="report-totals">
            <div>
              <dt>{t('Receipts submitted')}</dt>
              <dd>{count(report.total.receiptsSubmitted)}</dd>
            </div>
            <div>
              <dt>{t('Receipts verified')}</dt>
              <dd>{count(report.total.receiptsVerified)}</dd>
            </div>
            <div>
              <dt>{t('Revenue')}</dt>
              <dd>
                <bdi dir="ltr">{rupees(report.total.revenue)}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t('Active paid users')}</dt>
              <dd>{count(report.total.activePaidAtEnd)}</dd>
            </div>
            <div>
              <dt>{t('Receipts waiting')}</dt>
              <dd>{count(report.total.waitingAtEnd)}</dd>
            </div>
          </Totals>

          <Section id="revenue" title={t('Revenue by package')} intro={t('The package totals of the payments verified each month.')}>
            <StackedBars
              title={t('Revenue by package per month')}
              labels={labels}
              series={report.packages.map((name) => ({ name, values: months.map((m) => m.revenueByPackage[name] ?? 0) }))}
              format={(v) => `${Math.round(v).toLocaleString('en')}`}
              emptyText={t('No payments in this period')}
            />
            <Table
              caption={t('Revenue by package per month, in rupees')}
              columns={[
                { key: 'period', header: t('Month'), render: (f: PeriodFigures) => periodText(f, t) },
                ...report.packages.map((name) => ({ key: name, header: name, render: (f: PeriodFigures) => count(f.revenueByPackage[name] ?? 0) })),
                { key: 'all', header: t('All packages'), render: (f: PeriodFigures) => count(f.revenue) },
              ]}
              rows={periods}
              rowKey={(f) => f.period}
              emptyText={t('No payments yet')}
            />
          </Section>

          <Section
            id="waits"
            title={t('Receipt to verification')}
            intro={t('How long receipts waited for an administrator, in hours, by the month they were verified.')}
          >
            <Lines
              title={t('Verification time percentiles per month, in hours')}
              labels={labels}
              series={[
                { name: 'p50', values: months.map((m) => hours(m.waitP50Seconds)) },
                { name: 'p90', values: months.map((m) => hours(m.waitP90Seconds)) },
                { name: t('max'), values: months.map((m) => hours(m.waitMaxSeconds)) },
              ]}
              format={(v) => t('{{n}} h', { n: v < 10 ? v.toFixed(1) : Math.round(v) })}
              emptyText={t('No payments in this period')}
            />
            <Table
              caption={t('Verification time per month')}
              columns={[
                { key: 'period', header: t('Month'), render: (f: PeriodFigures) => periodText(f, t) },
                { key: 'verified', header: t('Verified'), render: (f: PeriodFigures) => count(f.receiptsVerified) },
                { key: 'p50', header: 'p50', render: (f: PeriodFigures) => waitText(t, f.waitP50Seconds) },
                { key: 'p90', header: 'p90', render: (f: PeriodFigures) => waitText(t, f.waitP90Seconds) },
                { key: 'max', header: t('Longest'), render: (f: PeriodFigures) => waitText(t, f.waitMaxSeconds) },
                { key: 'waiting', header: t('Waiting at month end'), render: (f: PeriodFigures) => count(f.waitingAtEnd) },
              ]}
              rows={periods}
              rowKey={(f) => f.period}
              emptyText={t('No payments yet')}
            />
          </Section>

          <Section
            id="cohorts"
            title={t('Cohorts')}
            intro={t('Of the users whose first payment was verified in a month, the share still paid at the end of each later month.')}
          >
            {report.cohorts.length === 0 ? (
              <p>{t('No payment has been verified yet.')}</p>
            ) : (
              <div style={{ overflowX: 'auto' }} role="region" aria-label={t('Share of each cohort still paid, months after the first payment')} tabIndex={0}>
                <Grid>
                  <caption>{t('Share of each cohort still paid, months after the first payment')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('First paid')}</th>
                      <th scope="col">{t('Users')}</th>
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

          <Section
            id="months"
            title={t('Month by month')}
            intro={t('Receipts, trials and users; active and waiting are counted at the end of each month.')}
          >
            <Stack>
              <Table caption={t('Receipts month by month')} columns={receiptColumns(t)} rows={periods} rowKey={(f) => f.period} emptyText={t('No payments yet')} />
              <Table caption={t('Users month by month')} columns={userColumns(t)} rows={periods} rowKey={(f) => f.period} emptyText={t('No payments yet')} />
            </Stack>
          </Section>

          <Section id="channels" title={t('By payment channel')} intro={t('Where the receipt names the account the user paid into.')}>
            <Table
              caption={t('Receipts and revenue by payment channel, whole period')}
              hideCaption
              columns={[
                { key: 'channel', header: t('Channel'), render: (c: { channel: keyof typeof channelLabel }) => t(channelLabel[c.channel]) },
                { key: 'submitted', header: t('Receipts submitted'), render: (c) => count(report.total.byChannel[c.channel].submitted) },
                { key: 'verified', header: t('Verified'), render: (c) => count(report.total.byChannel[c.channel].verified) },
                { key: 'revenue', header: t('Revenue'), render: (c) => <bdi dir="ltr">{rupees(report.total.byChannel[c.channel].revenue)}</bdi> },
              ]}
              rows={(['jazzcash', 'easypaisa', 'bank', 'unnamed'] as const).map((channel) => ({ channel }))}
              rowKey={(c) => c.channel}
              emptyText={t('No receipts yet')}
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
