import { Form, useNavigation } from '@remix-run/react';
import { useT } from '../i18n/i18n.tsx';
import { Button } from '../ui/button.tsx';

/** Add or remove the case from the user's bookmarks; the page's action answers. */
export function BookmarkToggle({ bookmarked }: { bookmarked: boolean }) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" replace preventScrollReset>
      <input type="hidden" name="intent" value={bookmarked ? 'remove' : 'add'} />
      <Button type="submit" variant={bookmarked ? 'secondary' : 'primary'} disabled={busy}>
        {bookmarked ? t('★ Remove Bookmark') : t('☆ Bookmark')}
      </Button>
    </Form>
  );
}
