import { emptyTexts } from '@qanoon/contracts';
import { Form, useNavigation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { useRootData } from '../auth/viewer.ts';
import { useT } from '../i18n/i18n.tsx';
import { Button } from '../ui/button.tsx';
import { DetailTable } from '../ui/detail-table.tsx';
import { Input } from '../ui/field.tsx';
import type { Column } from '../ui/table.tsx';
import { VisuallyHidden } from '../ui/visually-hidden.ts';
import { DeleteUserDialog } from './delete-user-dialog.tsx';
import type { UserAnswer } from './user-actions.ts';
import { UserDetails } from './user-details.tsx';
import type { UserRow } from './user-row.ts';

const fullName = (user: UserRow) => `${user.firstName} ${user.lastName}`;
const editFormId = (user: UserRow) => `edit-user-${user.id}`;
const detailsId = (user: UserRow) => `user-details-${user.id}`;

const Toggle = styled.button`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  margin-inline-end: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  line-height: 1;
  cursor: pointer;

  svg {
    transition: transform ${({ theme }) => theme.motion.quick};
  }

  &[aria-expanded='true'] svg {
    transform: rotate(90deg);
  }

  /* Closed, the chevron points along the line: to the left on a right-to-left page. */
  &:dir(rtl):not([aria-expanded='true']) svg {
    transform: scaleX(-1);
  }

  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;

const Chevron = () => (
  <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
    <path d="M4 2.5 7.5 6 4 9.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const RowNumber = styled.span`
  display: inline-flex;
  align-items: center;
  white-space: nowrap;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: nowrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 140px;

  input {
    width: 100%;
  }
`;

const Email = styled.span`
  word-break: break-all;
`;

/** An input of a row being edited; left empty it keeps the value shown as its placeholder. */
function EditInput({ user, name, label, value, type = 'text' }: { user: UserRow; name: string; label: string; value: string; type?: string }) {
  return <Input form={editFormId(user)} name={name} type={type} aria-label={label} placeholder={value} title={value} />;
}

/**
 * The admin's table of users: a row opens to its details, turns into inputs to edit (only the
 * filled-in fields change), and is deleted after a confirmation.
 */
export function UsersTable({ users, answer }: { users: readonly UserRow[]; answer: UserAnswer | undefined }) {
  const t = useT();
  const { viewer } = useRootData();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<UserRow | null>(null);

  useEffect(() => {
    if (!answer) return;
    if (answer.intent === 'update' && answer.ok) setEditing(null);
    if (answer.intent === 'delete') setDeleting(null);
  }, [answer]);

  const toggle = (user: UserRow) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(user.id)) next.add(user.id);
      return next;
    });

  const columns: Column<UserRow>[] = [
    {
      key: 'number',
      header: '#',
      render: (user) => (
        <RowNumber>
          <Toggle
            type="button"
            aria-label={t('Details of {{name}}', { name: fullName(user) })}
            aria-expanded={open.has(user.id) || editing === user.id}
            aria-controls={detailsId(user)}
            onClick={() => toggle(user)}
            disabled={editing === user.id}
          >
            <Chevron />
          </Toggle>
          {user.number}
        </RowNumber>
      ),
    },
    {
      key: 'name',
      header: t('Name'),
      render: (user) =>
        editing === user.id ? (
          <Stack>
            <EditInput user={user} name="firstName" label={t('First name')} value={user.firstName} />
            <EditInput user={user} name="lastName" label={t('Last name')} value={user.lastName} />
          </Stack>
        ) : (
          <span dir="auto">{fullName(user)}</span>
        ),
    },
    {
      key: 'email',
      header: t('Email'),
      render: (user) =>
        editing === user.id ? (
          <Stack>
            <EditInput user={user} name="email" label={t('Email')} type="email" value={user.email} />
          </Stack>
        ) : (
          <Email dir="auto">{user.email}</Email>
        ),
    },
    {
      key: 'contact',
      header: t('Contact'),
      render: (user) =>
        editing === user.id ? (
          <Stack>
            <EditInput user={user} name="contact" label={t('Contact')} type="tel" value={user.contact} />
          </Stack>
        ) : (
          user.contact
        ),
    },
    { key: 'role', header: t('Role'), render: (user) => t(user.role) },
    {
      key: 'actions',
      header: <VisuallyHidden>{t('Actions')}</VisuallyHidden>,
      render: (user) =>
        editing === user.id ? (
          <Form method="post" id={editFormId(user)} aria-label={t('Edit {{name}}', { name: fullName(user) })} noValidate>
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="userId" value={user.id} />
            <Actions>
              <Button type="submit" disabled={busy}>
                {t('Save')}
              </Button>
              <Button variant="ghost" onClick={() => setEditing(null)}>
                {t('Cancel')}
              </Button>
            </Actions>
          </Form>
        ) : (
          <Actions>
            <Button variant="secondary" aria-label={t('Edit {{name}}', { name: fullName(user) })} onClick={() => setEditing(user.id)}>
              {t('Edit')}
            </Button>
            {user.id === viewer?.id ? null : (
              <Button variant="danger" aria-label={t('Delete {{name}}', { name: fullName(user) })} onClick={() => setDeleting(user)}>
                {t('Delete')}
              </Button>
            )}
          </Actions>
        ),
    },
  ];

  return (
    <>
      <DetailTable
        caption={t('Users')}
        hideCaption
        columns={columns}
        rows={users}
        rowKey={(user) => user.id}
        emptyText={t(emptyTexts.users)}
        detailsId={detailsId}
        details={(user) => {
          if (editing === user.id) {
            return (
              <UserDetails user={user}>
                {(field) => (field.editable ? <EditInput user={user} name={field.name} label={t(field.label)} value={field.value} /> : null)}
              </UserDetails>
            );
          }
          return open.has(user.id) ? <UserDetails user={user} /> : null;
        }}
      />
      <DeleteUserDialog user={deleting} busy={busy} onClose={() => setDeleting(null)} />
    </>
  );
}
