import { Form, Link, useNavigation } from '@remix-run/react';
import { bookmarkLimits, type BookmarkFiling, type BookmarkFolderView } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { useT } from '../i18n/i18n.tsx';
import { serverMessage } from '../i18n/server-message.ts';
import { Button } from '../ui/button.tsx';
import { Checkbox } from '../ui/checkbox.tsx';
import { Field } from '../ui/field.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import { Textarea } from '../ui/textarea.tsx';

/** A checkbox's name for a folder: forms send one value a name, so each folder has its own. */
export const folderField = (folderId: string) => `folder:${folderId}`;

/** What the filing form answers: the message, the field it is about, and what the user typed. */
export interface FilingAnswer {
  ok: boolean;
  message: string;
  field?: string | undefined;
  values?: { tags: string; note: string } | undefined;
}

const Panel = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.colors.navy};
  }
`;

const Folders = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    padding: 0;
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.navy};
  }

  span {
    overflow-wrap: anywhere;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** A bookmark's folders, tags and private note, saved together. */
export function BookmarkFilingForm({ filing, folders, answer }: { filing: BookmarkFiling; folders: readonly BookmarkFolderView[]; answer: FilingAnswer | undefined }) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const errorOn = (field: string) => (answer && !answer.ok && answer.field === field ? serverMessage(t, answer.message) : null);
  const inFolder = new Set(filing.folderIds);
  return (
    <Panel aria-labelledby="bookmark-filing">
      <h2 id="bookmark-filing">{t('Folders, tags and note')}</h2>
      <Form method="post" replace>
        <input type="hidden" name="intent" value="file" />
        <FormAlert result={answer?.ok ? answer : null} hideAfterMs={2000} />
        <Folders>
          <legend>{t('Folders')}</legend>
          {folders.length === 0 ? (
            <p>
              {t('You have no folders yet.')} <Link to="/bookmarks">{t('Create one on the Bookmarks page.')}</Link>
            </p>
          ) : (
            folders.map((folder) => (
              <Checkbox key={folder.id} name={folderField(folder.id)} label={<span dir="auto">{folder.name}</span>} defaultChecked={inFolder.has(folder.id)} />
            ))
          )}
        </Folders>
        <Field
          label={t('Tags (separated by commas)')}
          name="tags"
          dir="auto"
          maxLength={bookmarkLimits.tagsPerBookmark * (bookmarkLimits.tag + 2)}
          defaultValue={answer?.values?.tags ?? filing.tags.join(', ')}
          autoComplete="off"
          error={errorOn('tags')}
        />
        <Textarea
          label={t('Private note')}
          name="note"
          dir="auto"
          maxLength={bookmarkLimits.note}
          defaultValue={answer?.values?.note ?? filing.note}
          error={errorOn('note')}
        />
        <Button type="submit" disabled={busy}>
          {t('Save')}
        </Button>
      </Form>
    </Panel>
  );
}
