import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { requirePaidUser } from '../auth/session.server.ts';
import { useT } from '../i18n/i18n.tsx';
import { topicHref } from '../library/hrefs.ts';
import { statuteInAddress } from '../library/library.server.ts';
import { ScreenHead } from '../library/screen-head.tsx';
import { StatuteModal, StatutesTable } from '../library/statutes-table.tsx';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.statute ?? 'Statute'} · ${data?.topic ?? 'Topics'} | Qanoon` }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requirePaidUser(request, context);
  const topic = params.topic ?? '';
  const statute = params.statute ?? '';
  const [sections, reading] = await Promise.all([context.services.library.statuteSections(statute), statuteInAddress(request, context)]);
  return { topic, statute, sections, reading };
}

/** The statutes table of a topic's statute (docs/product-rules.md#library, last step). */
export default function TopicStatuteSections() {
  const { topic, statute, sections, reading } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <ScreenHead back={topicHref(topic)} title={statute} note={t('Topic: {{topic}}', { topic })} />
      <StatutesTable caption={t('Sections of {{statute}}', { statute })} sections={sections} />
      <StatuteModal statute={reading} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
