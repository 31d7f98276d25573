import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { libraryEmptyTexts, type TopicView } from '@qanoon/contracts';
import { requirePaidUser } from '../auth/session.server.ts';
import { topicHref } from '../library/hrefs.ts';
import { PageTitle } from '../ui/page-title.tsx';
import { Table, type Column } from '../ui/table.tsx';

export const meta: MetaFunction = () => [{ title: 'Topics | Qanoon' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePaidUser(request, context);
  return { topics: await context.services.library.topics() };
}

type Row = TopicView & { n: number };

const columns: Column<Row>[] = [
  { key: 'n', header: '#', render: (t) => t.n },
  { key: 'topic', header: 'Topic Name', render: (t) => <Link to={topicHref(t.topic)}>{t.topic}</Link> },
];

export default function Topics() {
  const { topics } = useLoaderData<typeof loader>();
  return (
    <>
      <PageTitle>Topics</PageTitle>
      <Table
        caption="Topics"
        hideCaption
        columns={columns}
        rows={topics.map((t, index) => ({ ...t, n: index + 1 }))}
        rowKey={(t) => t.topic}
        emptyText={libraryEmptyTexts.topics}
      />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
