import { diaryLimits } from '@qanoon/contracts';
import { Field } from '../ui/field.tsx';
import { Hint } from './screen.tsx';

const largestMb = diaryLimits.fileBytes / (1024 * 1024);
const accept = 'image/png,image/jpeg,image/gif,image/webp,application/pdf';

/** Upload Files: one picture or PDF. A refused form cannot keep the chosen file, so it says so. */
export function CaseFileField({ refused }: { refused: boolean }) {
  return (
    <>
      <Field label="Upload Files" name="case_files" type="file" accept={accept} />
      <Hint>
        One picture (PNG, JPEG, GIF, WebP) or PDF of up to {largestMb} MB.{refused ? ' If you had chosen a file, choose it again.' : ''}
      </Hint>
    </>
  );
}
