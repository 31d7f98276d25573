import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { styled } from 'styled-components';
import { formFields } from '../auth/form-data.server.ts';
import { requireAdmin } from '../auth/session.server.ts';
import { runIntent } from '../http/intent.server.ts';
import { pageTitle, translatable, useT } from '../i18n/i18n.tsx';
import { Button } from '../ui/button.tsx';
import { Input } from '../ui/field.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { Table, type Column } from '../ui/table.tsx';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable('Search Synonyms')) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireAdmin(request, context);
  const groups = await context.services.search.listSynonyms({ userId: user.id });
  return { groups: groups.map((group) => ({ id: group.id, terms: group.terms })) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { user } = await requireAdmin(request, context);
  const { search } = context.services;
  const actor = { userId: user.id };
  const { intent, id = '', terms = '' } = await formFields(request);
  const outcome = await runIntent<{ ok: boolean; message: string }>(intent, {
    add: () => search.addSynonyms(actor, { terms }),
    remove: () => search.removeSynonyms(actor, id),
  });
  return data({ ok: outcome.ok, message: outcome.message });
}

const AddForm = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};

  label {
    display: grid;
    flex: 1 1 320px;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 600;
  }
`;

const Hint = styled.p`
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.muted};
`;

type Row = { id: number; terms: string[] };

export default function SearchSynonyms() {
  const t = useT();
  const { groups } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const columns: Column<Row>[] = [
    { key: 'terms', header: t('Searched as one'), render: (row) => <span dir="auto">{row.terms.join(' · ')}</span> },
    {
      key: 'remove',
      header: t('Remove'),
      render: (row) => (
        <Form method="post">
          <input type="hidden" name="id" value={row.id} />
          <Button type="submit" name="intent" value="remove" variant="secondary" aria-label={t('Remove {{terms}}', { terms: row.terms.join(', ') })}>
            {t('Remove')}
          </Button>
        </Form>
      ),
    },
  ];
  return (
    <>
      <PageTitle>{t('Search Synonyms')}</PageTitle>
      <Hint>
        {t(
          'A keyword with one of these terms also finds judgments with the others (“qatl” finds “murder”), and the results say what was also searched. Searches use a change within seconds; nothing is reindexed.',
        )}
      </Hint>
      <FormAlert result={navigation.state === 'idle' ? (answer ?? null) : null} />
      <AddForm method="post">
        <label htmlFor="terms">
          {t('Terms that mean the same, separated by commas')}
          <Input id="terms" name="terms" maxLength={2000} placeholder="qatl, murder" required />
        </label>
        <Button type="submit" name="intent" value="add">
          {t('Add')}
        </Button>
      </AddForm>
      <Table
        caption={t('Search synonyms')}
        hideCaption
        columns={columns}
        rows={groups}
        rowKey={(row) => String(row.id)}
        emptyText={t('No synonyms yet.')}
      />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
