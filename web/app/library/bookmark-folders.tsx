import { Form, useNavigation } from '@remix-run/react';
import { bookmarkLimits, type BookmarkFolderView } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { useT } from '../i18n/i18n.tsx';
import { serverMessage } from '../i18n/server-message.ts';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { FieldRow, Panel } from '../ui/panel.tsx';
import { Select } from '../ui/select.tsx';
import { folderCsvHref } from './hrefs.ts';

/** What the Bookmarks page's folder forms answer when they refuse. */
export interface FolderAnswer {
  ok: false;
  message: string;
  intent: 'create-folder' | 'rename-folder';
}

const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Download = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
`;

/** Which bookmarks the table shows: a folder, a tag, or both (a plain GET form, so the address says it). */
export function BookmarkFilter({
  folders,
  tags,
  folderId,
  tag,
}: {
  folders: readonly BookmarkFolderView[];
  tags: readonly { tag: string; count: number }[];
  folderId: string | null;
  tag: string | null;
}) {
  const t = useT();
  return (
    <Panel aria-labelledby="bookmark-filter">
      <h2 id="bookmark-filter">{t('Filter bookmarks')}</h2>
      <Form method="get">
        <FieldRow>
          <Select
            label={t('Folder')}
            name="folder"
            defaultValue={folderId ?? ''}
            placeholder={t('All folders')}
            options={folders.map((f) => ({ value: f.id, label: `${f.name} (${f.count})` }))}
          />
          <Select
            label={t('Tag')}
            name="tag"
            defaultValue={tag ?? ''}
            placeholder={t('All tags')}
            options={tags.map((x) => ({ value: x.tag, label: `${x.tag} (${x.count})` }))}
          />
          <Button type="submit" variant="secondary">
            {t('Filter')}
          </Button>
        </FieldRow>
      </Form>
    </Panel>
  );
}

/** Make a folder. */
export function NewFolder({ answer }: { answer: FolderAnswer | undefined }) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const error = answer?.intent === 'create-folder' ? serverMessage(t, answer.message) : null;
  return (
    <Panel aria-labelledby="new-folder">
      <h2 id="new-folder">{t('New folder')}</h2>
      <Form method="post">
        <input type="hidden" name="intent" value="create-folder" />
        <FieldRow>
          <Field label={t('Folder name')} name="name" dir="auto" maxLength={bookmarkLimits.folderName} autoComplete="off" required error={error} />
          <Button type="submit" disabled={busy}>
            {t('Create Folder')}
          </Button>
        </FieldRow>
      </Form>
    </Panel>
  );
}

/** The folder the list is filtered by: rename it, delete it (its bookmarks stay), download it as CSV. */
export function FolderPanel({ folder, answer }: { folder: BookmarkFolderView; answer: FolderAnswer | undefined }) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const error = answer?.intent === 'rename-folder' ? serverMessage(t, answer.message) : null;
  return (
    <Panel aria-labelledby="open-folder">
      <h2 id="open-folder" dir="auto">
        {t('Folder: {{name}}', { name: folder.name })}
      </h2>
      <p>{t('Deleting a folder keeps its bookmarks.')}</p>
      <Form method="post">
        <input type="hidden" name="intent" value="rename-folder" />
        <input type="hidden" name="folderId" value={folder.id} />
        <FieldRow>
          <Field
            key={folder.name}
            label={t('New name')}
            name="name"
            dir="auto"
            maxLength={bookmarkLimits.folderName}
            defaultValue={folder.name}
            autoComplete="off"
            required
            error={error}
          />
          <Button type="submit" variant="secondary" disabled={busy}>
            {t('Rename')}
          </Button>
        </FieldRow>
      </Form>
      <Actions>
        <Download href={folderCsvHref(folder.id)} download>
          {t('Download CSV')}
        </Download>
        <Form method="post">
          <input type="hidden" name="intent" value="delete-folder" />
          <input type="hidden" name="folderId" value={folder.id} />
          <Button type="submit" variant="danger" disabled={busy}>
            {t('Delete Folder')}
          </Button>
        </Form>
      </Actions>
    </Panel>
  );
}

export { Panels as FolderPanels };
