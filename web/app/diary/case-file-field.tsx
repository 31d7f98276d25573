import { diaryLimits } from '@qanoon/contracts';
import { useT } from '../i18n/i18n.tsx';
import { Field } from '../ui/field.tsx';
import { Hint } from './screen.tsx';

const largestMb = diaryLimits.fileBytes / (1024 * 1024);
const accept = 'image/png,image/jpeg,image/gif,image/webp,application/pdf';

/** Upload Files: one picture or PDF. A refused form cannot keep the chosen file, so it says so. */
export function CaseFileField({ refused }: { refused: boolean }) {
  const t = useT();
  return (
    <>
      <Field label={t('Upload Files')} name="case_files" type="file" accept={accept} />
      <Hint>
        {t('One picture (PNG, JPEG, GIF, WebP) or PDF of up to {{size}} MB.', { size: largestMb })}
        {refused ? ` ${t('If you had chosen a file, choose it again.')}` : ''}
      </Hint>
    </>
  );
}
