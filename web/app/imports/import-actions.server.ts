import { chooseFileMessages, importLimits, isImportKind } from '@qanoon/contracts';
import type { Runtime } from '@qanoon/services';
import { formFields } from '../auth/form-data.server.ts';
import { receiveUpload } from '../uploads/upload.server.ts';
import type { ImportAnswer } from './import-item.ts';

type Actor = { userId: string };

export const notCsvMessage = (fileName: string | null) =>
  `${fileName ? `${fileName} is not` : 'The file is not'} a CSV file: save the sheet as "CSV UTF-8 (comma delimited)" and upload that file`;

/**
 * One row's upload: the file streams into the blob store (checked to be text as it arrives,
 * never held whole in memory), then the library queues its import. A refused or unstarted
 * upload leaves no file behind.
 */
export async function receiveImport(request: Request, runtime: Runtime, actor: Actor): Promise<ImportAnswer> {
  const upload = await receiveUpload(request, runtime, { field: 'file', area: 'imports', allowed: ['csv'], maxBytes: importLimits.maxFileBytes });
  const kind = upload.fields.kind;
  if (!isImportKind(kind)) {
    if (upload.stored) await runtime.blobs.delete(upload.stored.key);
    throw new Response('Unknown kind of file', { status: 400 });
  }
  if (upload.refusal) return { ok: false, kind, message: upload.refusal.reason === 'kind' ? notCsvMessage(upload.fileName) : upload.refusal.message };
  if (!upload.stored) return { ok: false, kind, message: chooseFileMessages[kind] };
  const started = await runtime.library.startImport(actor, { kind, blobKey: upload.stored.key, fileName: upload.fileName ?? `${kind}.csv` });
  if (!started.ok) {
    await runtime.blobs.delete(upload.stored.key);
    return { ok: false, kind, message: started.message };
  }
  return { ok: true, kind, message: started.message, importId: started.importId };
}

/** Cancel or Retry of one import, from its row or the history. */
export async function changeImport(request: Request, runtime: Runtime, actor: Actor): Promise<ImportAnswer> {
  const { intent, importId = '' } = await formFields(request);
  const { library } = runtime;
  const outcome = intent === 'cancel' ? await library.cancelImport(actor, importId) : intent === 'retry' ? await library.retryImport(actor, importId) : null;
  if (!outcome) throw new Response('Unknown action', { status: 400 });
  return { ok: outcome.ok, message: outcome.message, importId };
}
