import { libraryEmptyTexts } from '@qanoon/contracts';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { requirePaidUser } from '../auth/session.server.ts';
import { useT } from '../i18n/i18n.tsx';
import { topicStatuteHref } from '../library/hrefs.ts';
import { notFound } from '../library/library.server.ts';
import { ScreenHead } from '../library/screen-head.tsx';
import { Table, type Column } from '../ui/table.tsx';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.topic ?? 'Topic'} · Topics | Qanoon` }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requirePaidUser(request, context);
  const topic = params.topic ?? '';
  const statutes = await context.services.library.topicStatutes(topic);
  if (statutes.length === 0) throw notFound();
  return { topic, statutes };
}

interface Row {
  n: number;
  statute: string;
}

/** A topic's statutes (docs/product-rules.md#library, second step). */
export default function TopicStatutes() {
  const { topic, statutes } = useLoaderData<typeof loader>();
  const t = useT();
  const columns: Column<Row>[] = [
    { key: 'n', header: '#', render: (row) => row.n },
    { key: 'statute', header: t('Statute'), render: (row) => <Link to={topicStatuteHref(topic, row.statute)}>{row.statute}</Link> },
  ];
  return (
    <>
      <ScreenHead back="/topics" title={topic} />
      <Table
        caption={t('Statutes of {{topic}}', { topic })}
        hideCaption
        columns={columns}
        rows={statutes.map((statute, index) => ({ n: index + 1, statute }))}
        rowKey={(row) => row.statute}
        emptyText={t(libraryEmptyTexts.statutes)}
      />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
