import path from 'node:path';
import { unstable_parseMultipartFormData } from '@remix-run/node';
import { BlobKindError, BlobTooLargeError, type BlobArea, type BlobKind, type Runtime, type StoredBlob } from '@qanoon/services';

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
  /** The stored file; null when none was chosen or it was refused. */
  stored: StoredBlob | null;
  refusal: Refusal | null;
  /** The name the file had on the sender's computer (never a storage key); null when none was chosen. */
  fileName: string | null;
}

export interface UploadRules {
  /** The form field holding the file. */
  field: string;
  area: BlobArea;
  allowed: readonly BlobKind[];
  maxBytes: number;
  /** Room for the form's text fields and the multipart envelope together (64 KiB unless a form says more). */
  textBytes?: number;
}

export const isMultipart = (request: Request) =>
  request.headers.get('Content-Type')?.toLowerCase().startsWith('multipart/form-data') === true;

async function readText(data: AsyncIterable<Uint8Array>, budget: { left: number }): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of data) {
    budget.left -= chunk.byteLength;
    if (budget.left < 0) throw new Response('The form is too large', { status: 413 });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function drain(data: AsyncIterable<Uint8Array>, budget: { left: number }): Promise<void> {
  for await (const chunk of data) {
    budget.left -= chunk.byteLength;
    if (budget.left < 0) throw new Response('The form is too large', { status: 413 });
  }
}

const refusalOf = (error: unknown): Refusal | null =>
  error instanceof BlobKindError
    ? { reason: 'kind', message: error.message }
    : error instanceof BlobTooLargeError
      ? { reason: 'size', message: error.message }
      : null;

// The multipart parser's own complaints about a broken body: the sender's fault, not ours.
const isMalformed = (error: unknown) => error instanceof Error && /multipart|FormData|boundary/i.test(error.message);

/**
 * Read a multipart form whose one file field streams straight into the blob store: the file is
 * checked by content and size as it arrives and never held in memory whole. A body declared
 * larger than allowed is refused before it is read.
 */
export async function receiveUpload(request: Request, runtime: Runtime, rules: UploadRules): Promise<Upload> {
  const fields: Record<string, string> = {};
  const found: { stored: StoredBlob | null; refusal: Refusal | null; fileName: string | null } = { stored: null, refusal: null, fileName: null };
  const tooLarge = new BlobTooLargeError(rules.maxBytes);
  const textBytes = rules.textBytes ?? defaultTextBytes;
  if (Number(request.headers.get('Content-Length') ?? 0) > rules.maxBytes + textBytes) {
    return { fields, stored: null, refusal: { reason: 'size', message: tooLarge.message }, fileName: null };
  }
  const budget = { left: textBytes };
  try {
    await unstable_parseMultipartFormData(request, async ({ name, filename, data }) => {
      if (filename === undefined) {
        fields[name] = await readText(data, budget);
      } else if (name !== rules.field || filename === '' || found.stored || found.refusal) {
        await drain(data, budget);
      } else {
        found.fileName = path.basename(filename.replaceAll('\\', '/'));
        try {
          found.stored = await runtime.blobs.put(rules.area, data, rules);
        } catch (error) {
          found.refusal = refusalOf(error);
          if (!found.refusal) throw error;
          await drain(data, { left: Number.POSITIVE_INFINITY });
        }
      }
      return undefined;
    });
  } catch (error) {
    if (found.stored) await runtime.blobs.delete(found.stored.key);
    if (error instanceof Response) throw error;
    if (isMalformed(error)) throw new Response('The upload could not be read', { status: 400 });
    throw error;
  }
  return { fields, ...found };
}
