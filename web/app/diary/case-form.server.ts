import { diaryLimits } from '@qanoon/contracts';
import type { Runtime, UploadedCaseFile } from '@qanoon/services';
import { formFields } from '../auth/form-data.server.ts';
import { isMultipart, receiveUpload, type UploadRules } from '../uploads/upload.server.ts';

/** The one file a case or hearing form takes: a picture or a PDF, streamed into the case-files area. */
export const caseFileRules: UploadRules = {
  field: 'case_files',
  area: 'case-files',
  allowed: ['png', 'jpeg', 'gif', 'webp', 'pdf'],
  maxBytes: diaryLimits.fileBytes,
  // Description and notes may each hold diaryLimits.text characters, up to 4 bytes each in UTF-8 (Urdu takes 2–3).
  textBytes: 2 * diaryLimits.text * 4 + 64 * 1024,
};

export interface CaseFormInput {
  fields: Record<string, string>;
  file: UploadedCaseFile | null;
  /** Why the chosen file was not taken, in words for the user; null when it was, or none was chosen. */
  refusal: string | null;
}

/** The case or hearing form's fields and its stored file (a form without a file may come plain). */
export async function receiveCaseForm(request: Request, runtime: Runtime): Promise<CaseFormInput> {
  if (!isMultipart(request)) return { fields: await formFields(request), file: null, refusal: null };
  const upload = await receiveUpload(request, runtime, caseFileRules);
  const file = upload.stored ? { key: upload.stored.key, kind: upload.stored.kind, size: upload.stored.size, name: upload.fileName ?? '' } : null;
  return { fields: upload.fields, file, refusal: upload.refusal?.message ?? null };
}
