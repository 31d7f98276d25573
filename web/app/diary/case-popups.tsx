import { Link, useLocation, useNavigate } from '@remix-run/react';
import { diaryEmptyTexts, type CaseFileView } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { translatable, useT, useIsolate } from '../i18n/i18n.tsx';
import { hrefWith } from '../library/hrefs.ts';
import { ButtonLink } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';
import { VisuallyHidden } from '../ui/visually-hidden.ts';
import { readableSize } from './format.ts';
import { caseFileHref, casePopupOf, fileSegment, type CasePopup } from './hrefs.ts';
import { useDates } from '../ui/dates.ts';

/** How many popup steps (open, then View File) this page pushed; Close steps back over them. */
interface PopupState {
  popupDepth?: number;
}

interface PopupLink {
  to: string;
  state: PopupState;
  preventScrollReset: boolean;
}

const popupTitles: Record<CasePopup, string> = {
  description: translatable('Case Description'),
  notes: translatable('Case Notes'),
  files: translatable('Case Files'),
};
const popupButtons: Record<CasePopup, string> = {
  description: translatable('Read Case Description'),
  notes: translatable('Read Note'),
  files: translatable('Check Uploaded'),
};

/**
 * The read panel's popups live in the address (`?popup=files&file=<name>`), so reload and a shared
 * link show them. Closing one opened here steps back in history; one that came with the address
 * is closed in place.
 */
function useCasePopup() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const depth = (location.state as PopupState | null)?.popupDepth ?? 0;
  return {
    popup: casePopupOf(params.get('popup')),
    file: params.get('file'),
    open: (popup: CasePopup): PopupLink => ({
      to: hrefWith(location, { popup, file: null }),
      state: { popupDepth: 1 } satisfies PopupState,
      preventScrollReset: true,
    }),
    viewFile: (segment: string): PopupLink => ({
      to: hrefWith(location, { file: segment }),
      state: { popupDepth: depth + 1 } satisfies PopupState,
      preventScrollReset: true,
    }),
    close: () => {
      if (depth > 0) navigate(-depth);
      else navigate(hrefWith(location, { popup: null, file: null }), { replace: true, preventScrollReset: true });
    },
  };
}

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Entries = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding-bottom: ${({ theme }) => theme.space.md};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  li:last-child {
    padding-bottom: 0;
    border-bottom: 0;
  }
`;

const Dated = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const FileRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  strong {
    overflow-wrap: anywhere;
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Viewed = styled.figure`
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};

  img {
    display: block;
    max-width: 100%;
    max-height: 70vh;
    margin: 0 auto;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.page};
    image-rendering: auto;
  }

  figcaption {
    margin-top: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.muted};
    text-align: center;
  }
`;

type Moment = Date | string;
type Written = { text: string; at: Moment; hearingDate: string | null };
type FileEntry = Omit<CaseFileView, 'attachedAt'> & { attachedAt: Moment };

function WrittenList({ entries, empty }: { entries: readonly Written[]; empty: string }) {
  const t = useT();
  const dates = useDates();
  const isolate = useIsolate();
  if (entries.length === 0) return <Empty>{t(empty)}</Empty>;
  return (
    <Entries>
      {entries.map((entry, index) => (
        <li key={index}>
          <Dated>
            {t('Written {{moment}}', { moment: isolate(dates.moment(entry.at)) })}
            {entry.hearingDate ? ` · ${t('for the hearing of {{day}}', { day: isolate(dates.day(entry.hearingDate)) })}` : ''}
          </Dated>
          <Text dir="auto">{entry.text}</Text>
        </li>
      ))}
    </Entries>
  );
}

/** A file goes by the name it was uploaded under; the stored name stands in only when that is unknown. */
function shownName(file: FileEntry): string {
  return file.name || fileSegment(file.key);
}

function FileList({ files, viewed, viewFile }: { files: readonly FileEntry[]; viewed: string | null; viewFile: (segment: string) => PopupLink }) {
  const t = useT();
  const dates = useDates();
  const isolate = useIsolate();
  if (files.length === 0) return <Empty>{t(diaryEmptyTexts.files)}</Empty>;
  const shown = files.find((f) => fileSegment(f.key) === viewed && f.kind !== 'pdf');
  return (
    <>
      <Entries>
        {files.map((file) => {
          const segment = fileSegment(file.key);
          const title = shownName(file);
          return (
            <li key={file.key}>
              <FileRow>
                <strong dir="auto">{title}</strong>
                {file.kind === 'pdf' ? (
                  <a href={caseFileHref(file.key)} target="_blank" rel="noopener noreferrer">
                    {t('View File')}
                    <VisuallyHidden>
                      {' '}
                      {title} {t('(opens in a new tab)')}
                    </VisuallyHidden>
                  </a>
                ) : (
                  <Link {...viewFile(segment)}>
                    {t('View File')}
                    <VisuallyHidden> {title}</VisuallyHidden>
                  </Link>
                )}
              </FileRow>
              <Dated>
                {t('Uploaded {{moment}} · {{kind}}, {{size}}', {
                  moment: isolate(dates.moment(file.attachedAt)),
                  kind: file.kind.toUpperCase(),
                  size: isolate(readableSize(file.size)),
                })}
                {file.name ? ` · ${t('stored as {{name}}', { name: isolate(segment) })}` : ''}
              </Dated>
            </li>
          );
        })}
      </Entries>
      {shown ? (
        <Viewed>
          <img src={caseFileHref(shown.key)} alt={t('Case file {{name}}', { name: isolate(shownName(shown)) })} />
          <figcaption dir="auto">{shownName(shown)}</figcaption>
        </Viewed>
      ) : null}
    </>
  );
}

export interface CasePopupsData {
  descriptions: readonly Written[];
  notes: readonly Written[];
  files: readonly FileEntry[];
}

/** Read Case Description, Read Note and Check Uploaded, and the popups they open (docs/product-rules.md#diary). */
export function CasePopups({ data }: { data: CasePopupsData }) {
  const t = useT();
  const { popup, file, open, viewFile, close } = useCasePopup();
  return (
    <>
      <Buttons>
        {(['description', 'notes', 'files'] as const).map((name) => (
          <ButtonLink key={name} variant="secondary" {...open(name)}>
            {t(popupButtons[name])}
          </ButtonLink>
        ))}
      </Buttons>
      {popup ? (
        <Modal open title={t(popupTitles[popup])} onClose={close} wide={popup === 'files' && file !== null}>
          {popup === 'description' ? <WrittenList entries={data.descriptions} empty={diaryEmptyTexts.descriptions} /> : null}
          {popup === 'notes' ? <WrittenList entries={data.notes} empty={diaryEmptyTexts.notes} /> : null}
          {popup === 'files' ? <FileList files={data.files} viewed={file} viewFile={viewFile} /> : null}
        </Modal>
      ) : null}
    </>
  );
}
