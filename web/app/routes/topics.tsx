import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { type TopicView, libraryEmptyTexts } from '@qanoon/contracts';
import { requirePaidUser } from '../auth/session.server.ts';
import { pageTitle, translatable, useT } from '../i18n/i18n.tsx';
import { topicHref } from '../library/hrefs.ts';
import { type Translate } from '../library/texts.ts';
import { PageTitle } from '../ui/page-title.tsx';
import { Table, type Column } from '../ui/table.tsx';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable('Topics')) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePaidUser(request, context);
  return { topics: await context.services.library.topics() };
}

type Row = TopicView & { n: number };

const columns = (t: Translate): Column<Row>[] => [
  { key: 'n', header: '#', render: (row) => row.n },
  { key: 'topic', header: t('Topic Name'), render: (row) => <Link to={topicHref(row.topic)}>{row.topic}</Link> },
];

export default function Topics() {
  const { topics } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <PageTitle>{t('Topics')}</PageTitle>
      <Table
        caption={t('Topics')}
        hideCaption
        columns={columns(t)}
        rows={topics.map((topic, index) => ({ ...topic, n: index + 1 }))}
        rowKey={(topic) => topic.topic}
        emptyText={t(libraryEmptyTexts.topics)}
      />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
