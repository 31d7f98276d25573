import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { importKinds } from '@qanoon/contracts';
import { useMemo } from 'react';
import { styled } from 'styled-components';
import { requireAdmin } from '../auth/session.server.ts';
import { changeImport, receiveImport } from '../imports/import-actions.server.ts';
import { ImportHistory } from '../imports/import-history.tsx';
import { toImportItem, withProgress, type ImportAnswer } from '../imports/import-item.ts';
import { importMessageText } from '../imports/import-messages.ts';
import { ImportRow } from '../imports/import-row.tsx';
import { useLiveImports } from '../imports/use-live-imports.ts';
import { pageTitle, translatable, useT } from '../i18n/i18n.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { isMultipart } from '../uploads/upload.server.ts';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable('Upload Data')) }];

const historySize = 25;
const reasonsShown = 5;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireAdmin(request, context);
  const actor = { userId: user.id };
  const { imports } = context.services;
  const [latest, history] = await Promise.all([imports.latestImports(actor), imports.listImports(actor, { limit: historySize })]);
  const rows = await Promise.all(
    importKinds.map(async (kind) => {
      const view = latest[kind];
      const rejections = view && view.rejected > 0 ? await imports.firstRejections(actor, view.id, reasonsShown) : [];
      return { kind, latest: view ? toImportItem(view) : null, rejections };
    }),
  );
  return { rows, history: history.map(toImportItem) };
}

/** A row's upload (multipart: the file and its kind), or Cancel / Retry of an import. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { user } = await requireAdmin(request, context);
  const actor = { userId: user.id };
  const answer = isMultipart(request) ? await receiveImport(request, context.services.imports, actor) : await changeImport(request, context.services.imports, actor);
  return data(answer);
}

const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.muted};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.colors.navy};
`;

export default function UploadData() {
  const t = useT();
  const { rows, history } = useLoaderData<typeof loader>();
  const result = useActionData<ImportAnswer>();
  const known = [...rows.flatMap((r) => (r.latest ? [r.latest] : [])), ...history];
  const { progress, forget } = useLiveImports(known);
  // The same answer object until a new one comes, so its alert is not shown again on each live update.
  const alert = useMemo(() => (result ? { ...result, message: importMessageText(t, result.message) } : result), [result, t]);
  return (
    <>
      <PageTitle>{t('Upload Data')}</PageTitle>
      <Intro>
        {t(
          'Each file is a CSV (UTF-8) whose first line names the columns shown. Rows are added or updated by their key, so importing a file again changes nothing; rows that cannot be read are listed with their line and can be downloaded, fixed and imported again.',
        )}
      </Intro>
      <Rows>
        {rows.map((row) => (
          <ImportRow
            key={row.kind}
            kind={row.kind}
            shown={row.latest ? withProgress(row.latest, progress.get(row.latest.id)) : null}
            rejections={row.rejections}
            onRetry={forget}
          />
        ))}
      </Rows>
      <Heading>{t('Import history')}</Heading>
      <FormAlert result={alert} />
      <ImportHistory items={history.map((item) => withProgress(item, progress.get(item.id)))} onRetry={forget} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
