import { Form } from '@remix-run/react';
import { styled } from 'styled-components';
import { Button } from '../ui/button.tsx';
import { FormActions } from '../ui/card.tsx';
import { Modal } from '../ui/modal.tsx';
import type { UserRow } from './user-row.ts';

const Warning = styled.p`
  margin: 0;
`;

/** The confirmation before a user is deleted; nothing is sent until Delete is pressed here. */
export function DeleteUserDialog({ user, busy, onClose }: { user: UserRow | null; busy: boolean; onClose: () => void }) {
  return (
    <Modal open={user !== null} title="Delete user" onClose={onClose}>
      {user ? (
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="userId" value={user.id} />
          <Warning>
            Delete the account of <strong>{`${user.firstName} ${user.lastName}`}</strong> ({user.email})? They are signed out at
            once. This cannot be undone.
          </Warning>
          <FormActions>
            <Button type="submit" variant="danger" disabled={busy}>
              Delete
            </Button>
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
          </FormActions>
        </Form>
      ) : null}
    </Modal>
  );
}
