import { diaryLimits } from '@qanoon/contracts';
import type { ReceivedFile, Services } from '@qanoon/services';
import { formFields } from '../auth/form-data.server.ts';
import { isMultipart, receiveUpload, type UploadRules } from '../uploads/upload.server.ts';

/** The one file a case or hearing form takes; what it may be is the diary's case-file intake's. */
export const caseFileRules: UploadRules = {
  field: 'case_files',
  // Description and notes may each hold diaryLimits.text characters, up to 4 bytes each in UTF-8 (Urdu takes 2–3).
  textBytes: 2 * diaryLimits.text * 4 + 64 * 1024,
};

export interface CaseFormInput {
  fields: Record<string, string>;
  /** The file taken in: the case command keeps it, or discards it when it refuses. */
  file: ReceivedFile | null;
  /** Why the chosen file was not taken, in words for the user; null when it was, or none was chosen. */
  refusal: string | null;
}

/** The case or hearing form's fields and its file (a form without a file may come plain). */
export async function receiveCaseForm(request: Request, diary: Services['diary']): Promise<CaseFormInput> {
  if (!isMultipart(request)) return { fields: await formFields(request), file: null, refusal: null };
  const upload = await receiveUpload(request, diary.caseFiles, caseFileRules);
  return { fields: upload.fields, file: upload.stored, refusal: upload.refusal?.message ?? null };
}
