import { chooseFileMessages, isImportKind } from '@qanoon/contracts';
import type { Actor, Services } from '@qanoon/services';
import { formFields } from '../auth/form-data.server.ts';
import { receiveUpload } from '../uploads/upload.server.ts';
import type { ImportAnswer } from './import-item.ts';

export const notCsvMessage = (fileName: string | null) =>
  `${fileName ? `${fileName} is not` : 'The file is not'} a CSV file: save the sheet as "CSV UTF-8 (comma delimited)" and upload that file`;

/**
 * One row's upload: the file streams into the imports' intake (checked to be text as it arrives,
 * never held whole in memory), then the import is queued. A refused or unstarted upload leaves
 * no file behind: the import command owns the file from the moment it is taken in.
 */
export async function receiveImport(request: Request, imports: Services['imports'], actor: Actor): Promise<ImportAnswer> {
  const upload = await receiveUpload(request, imports.files, { field: 'file' });
  const kind = upload.fields.kind;
  if (!isImportKind(kind)) {
    await imports.files.discard(upload.stored);
    throw new Response('Unknown kind of file', { status: 400 });
  }
  if (upload.refusal) return { ok: false, kind, message: upload.refusal.reason === 'kind' ? notCsvMessage(upload.fileName) : upload.refusal.message };
  if (!upload.stored) return { ok: false, kind, message: chooseFileMessages[kind] };
  const started = await imports.startImport(actor, { kind }, upload.stored);
  if (!started.ok) return { ok: false, kind, message: started.message };
  return { ok: true, kind, message: started.message, importId: started.importId };
}

/** Cancel or Retry of one import, from its row or the history. */
export async function changeImport(request: Request, imports: Services['imports'], actor: Actor): Promise<ImportAnswer> {
  const { intent, importId = '' } = await formFields(request);
  const outcome = intent === 'cancel' ? await imports.cancelImport(actor, importId) : intent === 'retry' ? await imports.retryImport(actor, importId) : null;
  if (!outcome) throw new Response('Unknown action', { status: 400 });
  return { ok: outcome.ok, message: outcome.message, importId };
}
