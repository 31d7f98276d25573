import { Form } from '@remix-run/react';
import { styled } from 'styled-components';
import { Button } from '../ui/button.tsx';
import { FormActions } from '../ui/card.tsx';
import { Modal } from '../ui/modal.tsx';
import { useT } from '../i18n/i18n.tsx';
import type { UserRow } from './user-row.ts';

// Stands for the name in the translated sentence, so the name is set in bold wherever the language puts it.
const nameMark = '\u2063';

const Warning = styled.p`
  margin: 0;
`;

/** The confirmation before a user is deleted; nothing is sent until Delete is pressed here. */
export function DeleteUserDialog({ user, busy, onClose }: { user: UserRow | null; busy: boolean; onClose: () => void }) {
  const t = useT();
  const [before, after] = user
    ? t('Delete the account of {{name}} ({{email}})? They are signed out at once. This cannot be undone.', { name: nameMark, email: user.email }).split(nameMark)
    : [];
  return (
    <Modal open={user !== null} title={t('Delete user')} onClose={onClose}>
      {user ? (
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="userId" value={user.id} />
          <Warning>
            {before}
            <strong dir="auto">{`${user.firstName} ${user.lastName}`}</strong>
            {after}
          </Warning>
          <FormActions>
            <Button type="submit" variant="danger" disabled={busy}>
              {t('Delete')}
            </Button>
            <Button variant="ghost" onClick={onClose}>
              {t('Cancel')}
            </Button>
          </FormActions>
        </Form>
      ) : null}
    </Modal>
  );
}
