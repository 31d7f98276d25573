import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react';
import type { PackageView } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { formFields } from '../auth/form-data.server.ts';
import { flashNotice, requireAdmin } from '../auth/session.server.ts';
import { days, rupees } from '../billing/money.ts';
import { pageTitle, translatable, useT } from '../i18n/i18n.tsx';
import { Button, ConfirmButton } from '../ui/button.tsx';
import { Input } from '../ui/field.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { Table, type Column } from '../ui/table.tsx';
import { runIntent } from '../http/intent.server.ts';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable('Packages')) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return { packages: await context.services.billing.listPackages() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { user } = await requireAdmin(request, context);
  const { billing } = context.services;
  const actor = { userId: user.id };
  const { intent, packageId = '', ...fields } = await formFields(request);
  const outcome = await runIntent<{ ok: boolean; message: string }>(intent, {
    add: () => billing.addPackage(actor, fields),
    edit: () => billing.updatePackage(actor, packageId, fields),
    delete: () => billing.deletePackage(actor, packageId),
  });
  // A saved edit closes its row: the list shows the package as it now is, the notice above it.
  if (intent === 'edit' && outcome.ok) {
    throw redirect('/dashboard/packages', { headers: { 'Set-Cookie': await flashNotice(request, context, { tone: 'success', text: outcome.message }) } });
  }
  return data({ ok: outcome.ok, message: outcome.message, intent });
}

const termFields = [
  { name: 'package', label: translatable('Package'), inputMode: 'text' },
  { name: 'duration', label: translatable('Duration (days)'), inputMode: 'numeric' },
  { name: 'fee', label: translatable('Fee (Rs.)'), inputMode: 'decimal' },
  { name: 'registration', label: translatable('Registration (Rs.)'), inputMode: 'decimal' },
  { name: 'total', label: translatable('Total (Rs.)'), inputMode: 'decimal' },
] as const;

const AddForm = styled(Form)`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};

  label {
    display: grid;
    min-width: 0;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 600;
  }

  /* Each field fills its column and no more: at 1280 px the last one ran past the card. */
  input {
    width: 100%;
    min-width: 0;
    box-sizing: border-box;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Name = styled.span`
  overflow-wrap: anywhere;
`;

const Small = styled(Input)`
  width: 110px;
`;

function EditRow({ plan }: { plan: PackageView }) {
  const t = useT();
  const busy = useNavigation().state !== 'idle';
  return (
    <Form method="post" replace aria-label={t('Edit {{name}}', { name: plan.package })}>
      <input type="hidden" name="packageId" value={plan.id} />
      <Row>
        {termFields.map((field) => (
          <Small key={field.name} name={field.name} aria-label={t(field.label)} placeholder={String(plan[field.name])} inputMode={field.inputMode} />
        ))}
        <Button type="submit" name="intent" value="edit" disabled={busy}>
          {t('Save')}
        </Button>
        <Link to="." preventScrollReset>
          {t('Cancel')}
        </Link>
      </Row>
    </Form>
  );
}

export default function AdminPackages() {
  const t = useT();
  const { packages } = useLoaderData<typeof loader>();
  const result = useActionData<{ ok: boolean; message: string; intent: string }>();
  const [params] = useSearchParams();
  const editing = params.get('edit');
  const busy = useNavigation().state !== 'idle';

  const columns: Column<PackageView>[] = [
    { key: 'package', header: t('Package'), render: (p) => (editing === p.id ? <EditRow plan={p} /> : <Name dir="auto">{p.package}</Name>) },
    { key: 'duration', header: t('Duration'), render: (p) => (editing === p.id ? null : days(p.duration)) },
    { key: 'fee', header: t('Fee'), render: (p) => (editing === p.id ? null : <bdi dir="ltr">{rupees(p.fee)}</bdi>) },
    { key: 'registration', header: t('Registration'), render: (p) => (editing === p.id ? null : <bdi dir="ltr">{rupees(p.registration)}</bdi>) },
    { key: 'total', header: t('Total'), render: (p) => (editing === p.id ? null : <bdi dir="ltr">{rupees(p.total)}</bdi>) },
    {
      key: 'actions',
      header: t('Actions'),
      render: (p) => (
        <Form method="post" replace>
          <input type="hidden" name="packageId" value={p.id} />
          <Row>
            <Link to={`?edit=${p.id}`} preventScrollReset>
              {t('Edit')}
            </Link>
            <ConfirmButton name="intent" value="delete" variant="danger" disabled={busy} confirm={t('Delete the {{name}} package?', { name: p.package })}>
              {t('Delete')}
            </ConfirmButton>
          </Row>
        </Form>
      ),
    },
  ];

  return (
    <>
      <PageTitle>{t('Packages')}</PageTitle>
      <FormAlert result={result} hideAfterMs={2000} />
      <AddForm method="post" replace aria-label={t('Add a package')} key={result?.ok && result.intent === 'add' ? result.message + packages.length : 'add'}>
        {termFields.map((field) => (
          <label key={field.name}>
            {t(field.label)}
            <Input name={field.name} inputMode={field.inputMode} />
          </label>
        ))}
        <Button type="submit" name="intent" value="add" disabled={busy}>
          {t('Add package')}
        </Button>
      </AddForm>
      <Table caption={t('Packages')} hideCaption columns={columns} rows={packages} rowKey={(p) => p.id} emptyText={t('No packages yet')} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
