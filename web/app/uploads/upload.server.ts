import path from 'node:path';
import { chunksOf, contentTypeOf, isMalformedMultipart, parseMultipart, typedText } from '../auth/form-data.server.ts';
import { bodyLimits, bodyMessages } from '../http/body-limits.ts';
import { BlobKindError, BlobTooLargeError, type FileIntake, type ReceivedFile } from '@qanoon/services';

// Text fields of most upload forms are short; room for them and the multipart envelope.
const defaultTextBytes = 64 * 1024;

export interface Refusal {
  reason: 'kind' | 'size';
  /** In words for the user, naming the kinds accepted or the size allowed. */
  message: string;
}

export interface Upload {
  /** The form's text fields. */
  fields: Record<string, string>;
  /** The file taken in, now the command's to keep or discard; null when none was chosen or it was refused. */
  stored: ReceivedFile | null;
  refusal: Refusal | null;
  /** The name the file had on the sender's computer (never a storage key); null when none was chosen. */
  fileName: string | null;
}

/** How a form carries its file: the field, and room for its text fields. What the file may be is the intake's. */

export interface UploadRules {
  /** The form field holding the file. */
  field: string;
  /** Room for the form's text fields and the multipart envelope together (64 KiB unless a form says more). */
  textBytes?: number;
}

export const isMultipart = (request: Request) => contentTypeOf(request) === 'multipart/form-data';

async function readText(data: AsyncIterable<Uint8Array>, budget: { left: number }): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of data) {
    budget.left -= chunk.byteLength;
    if (budget.left < 0) throw new Response(bodyMessages.formTooLarge, { status: 413 });
    chunks.push(chunk);
  }
  return typedText(Buffer.concat(chunks));
}

async function drain(data: AsyncIterable<Uint8Array>, budget: { left: number }): Promise<void> {
  for await (const chunk of data) {
    budget.left -= chunk.byteLength;
    if (budget.left < 0) throw new Response(bodyMessages.formTooLarge, { status: 413 });
  }
}

const refusalOf = (error: unknown): Refusal | null =>
  error instanceof BlobKindError
    ? { reason: 'kind', message: error.message }
    : error instanceof BlobTooLargeError
      ? { reason: 'size', message: error.message }
      : null;

/**
 * Read a multipart form whose one file field streams straight into a context's intake: the file is
 * checked by content and size as it arrives and never held in memory whole. A body declared
 * larger than allowed is read and thrown away before the refusal, so the browser shows the
 * message rather than a broken connection (up to {@link bodyLimits.uploadDrainBytes} past it).
 */
export async function receiveUpload(request: Request, intake: FileIntake, rules: UploadRules): Promise<Upload> {
  const { maxBytes } = intake.rules;
  const fields: Record<string, string> = {};
  const found: { stored: ReceivedFile | null; refusal: Refusal | null; fileName: string | null } = { stored: null, refusal: null, fileName: null };
  const tooLarge = new BlobTooLargeError(maxBytes);
  const textBytes = rules.textBytes ?? defaultTextBytes;
  const declared = Number(request.headers.get('Content-Length') ?? 0);
  if (declared > maxBytes + textBytes) {
    if (declared <= maxBytes + textBytes + bodyLimits.uploadDrainBytes) await drain(chunksOf(request.body), { left: declared });
    return { fields, stored: null, refusal: { reason: 'size', message: tooLarge.message }, fileName: null };
  }
  const budget = { left: textBytes };
  try {
    await parseMultipart(request, maxBytes + textBytes + bodyLimits.uploadDrainBytes, async ({ name, filename, data }) => {
      if (filename === undefined) {
        fields[typedText(name)] = await readText(data, budget);
      } else if (name !== rules.field || filename === '' || found.stored || found.refusal) {
        await drain(data, budget);
      } else {
        found.fileName = path.basename(filename.replaceAll('\\', '/'));
        try {
          found.stored = await intake.take(data, found.fileName);
        } catch (error) {
          found.refusal = refusalOf(error);
          if (!found.refusal) throw error;
          await drain(data, { left: Number.POSITIVE_INFINITY });
        }
      }
      return undefined;
    });
  } catch (error) {
    await intake.discard(found.stored);
    if (error instanceof Response) throw error;
    if (isMalformedMultipart(error)) throw new Response('The upload could not be read. If the file name has = or ; in it, rename the file and try again.', { status: 400 });
    throw error;
  }
  return { fields, ...found };
}
