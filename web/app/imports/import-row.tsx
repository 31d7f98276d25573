import { useFetcher } from '@remix-run/react';
import { chooseFileMessages, csvHeaders, type ImportKind } from '@qanoon/contracts';
import type { RejectionSummary } from '@qanoon/services';
import { useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { Alert } from '../ui/alert.tsx';
import { useT } from '../i18n/i18n.tsx';
import { Button } from '../ui/button.tsx';
import { kindLabel } from './import-format.ts';
import { isActive, type ImportAnswer, type ShownImport } from './import-item.ts';
import { importMessageText } from './import-messages.ts';
import { ImportControl, ImportStatus } from './import-status.tsx';

const Card = styled.section`
  display: grid;
  grid-template-columns: minmax(240px, 2fr) 3fr;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};

  @media (max-width: 860px) {
    grid-template-columns: 1fr;
  }
`;

const Side = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.colors.navy};
  }
`;

const Columns = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const Chooser = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  input[type='file'] {
    flex: 1 1 180px;
    min-width: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const Status = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const isChooseMessage = (message: string) => (Object.values(chooseFileMessages) as string[]).includes(message);

/**
 * One kind's row of Upload Data (docs/product-rules.md#imports): the file chooser, Upload, and the status — the
 * answer to the last submission, then the latest import's live progress or its report.
 */
export function ImportRow({
  kind,
  shown,
  rejections,
  onRetry,
}: {
  kind: ImportKind;
  shown: ShownImport | null;
  rejections: readonly RejectionSummary[];
  onRetry: (importId: string) => void;
}) {
  const t = useT();
  const fetcher = useFetcher<ImportAnswer>({ key: `import-${kind}` });
  const form = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const label = t(kindLabel[kind]);
  const uploading = fetcher.state !== 'idle' && fetcher.formEncType === 'multipart/form-data';
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;

  // Each answer shows again, even with the same text as the last (FormAlert does the same).
  const [answers, setAnswers] = useState(0);
  useEffect(() => {
    if (fetcher.data) setAnswers((n) => n + 1);
    if (fetcher.data?.ok && fetcher.data.kind === kind) form.current?.reset();
  }, [fetcher.data, kind]);

  // The upload's own answer says "received"; once that import has ended, its report says more.
  const stale = answer?.ok === true && answer.importId !== undefined && shown?.id === answer.importId && !isActive(shown.state);

  return (
    <Card aria-labelledby={headingId}>
      <Side>
        <h2 id={headingId}>{label}</h2>
        <Columns dir="ltr">{csvHeaders[kind].join(', ')}</Columns>
        <a href={`/dashboard/uploadData/sample/${kind}`} download>
          {t('Download a sample {{file}} file', { file: label })}
        </a>
        <fetcher.Form ref={form} method="post" encType="multipart/form-data">
          <input type="hidden" name="kind" value={kind} />
          <Chooser>
            <input type="file" name="file" accept=".csv,text/csv" aria-label={t('{{file}} file', { file: label })} disabled={uploading} />
            <Button type="submit" disabled={uploading}>
              {uploading ? t('Uploading…') : t('Upload')}
            </Button>
          </Chooser>
        </fetcher.Form>
      </Side>
      <Status>
        {answer && !stale ? (
          <Alert key={answers} tone={answer.ok ? 'success' : 'error'} {...(isChooseMessage(answer.message) ? { hideAfterMs: 2000 } : {})}>
            {importMessageText(t, answer.message)}
          </Alert>
        ) : null}
        {uploading ? <Muted>{t('Sending the file…')}</Muted> : null}
        {shown ? (
          <ImportStatus
            shown={shown}
            rejections={rejections}
            control={<ImportControl shown={shown} fetcher={fetcher} onRetry={() => onRetry(shown.id)} />}
          />
        ) : (
          <Muted>{t('No {{file}} file imported yet.', { file: label })}</Muted>
        )}
      </Status>
    </Card>
  );
}
