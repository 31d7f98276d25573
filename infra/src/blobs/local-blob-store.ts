import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { fileTypeFromBuffer } from 'file-type';
import {
  BlobKindError,
  BlobTooLargeError,
  contentTypeOf,
  type BlobArea,
  type BlobKind,
  type BlobStore,
  type OpenedBlob,
  type StoredBlob,
} from './blob-store.ts';

// Enough bytes for file-type to recognise every kind we accept.
const sniffBytes = 4100;
const keyPattern = /^(pictures|receipts|case-files|imports)\/[0-9a-f-]{36}\.(png|jpeg|gif|webp|pdf|csv)$/;

const sniffedKinds: Record<string, BlobKind> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

async function kindOf(head: Uint8Array): Promise<BlobKind | null> {
  const sniffed = await fileTypeFromBuffer(head);
  if (sniffed) return sniffedKinds[sniffed.mime] ?? null;
  // Text has no magic number: a NUL byte or invalid UTF-8 in the head means it is not text.
  if (head.includes(0)) return null;
  try {
    // The head may end inside a character; drop up to three trailing bytes before decoding.
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 3)));
    return 'csv';
  } catch {
    return null;
  }
}

/** Blobs as files under one directory (DATA_DIR), written to a temporary name, then renamed. */
/** How temporary files are written: Node's own file system, or a test's slower one (createWriteStream's `fs`). */
export type WriteStreamFs = NonNullable<Parameters<typeof createWriteStream>[1] & object>['fs'];

export function createLocalBlobStore(root: string, options: { writeFs?: WriteStreamFs } = {}): BlobStore {
  const resolve = (key: string) => {
    if (!keyPattern.test(key)) throw new Error(`Not a blob key: ${key}`);
    return path.join(root, key);
  };

  return {
    async put(area: BlobArea, body, rules): Promise<StoredBlob> {
      const tmpDir = path.join(root, 'tmp');
      await mkdir(tmpDir, { recursive: true });
      await mkdir(path.join(root, area), { recursive: true });
      const tmp = path.join(tmpDir, randomUUID());
      const out = createWriteStream(tmp, { flags: 'wx', ...(options.writeFs ? { fs: options.writeFs } : {}) });
      // The file opens asynchronously: wait for it before reading a byte, so a refusal never
      // races the open (a file created after its removal would stay behind).
      await once(out, 'open');
      let size = 0;
      let head = new Uint8Array(0);
      let kind: BlobKind | undefined;
      try {
        const write = (chunk: Uint8Array) =>
          out.write(chunk) ? Promise.resolve() : new Promise<void>((r) => out.once('drain', () => r()));
        const decide = async (): Promise<BlobKind> => {
          const found = await kindOf(head);
          if (!found || !rules.allowed.includes(found)) throw new BlobKindError(rules.allowed);
          return found;
        };
        for await (const chunk of body) {
          size += chunk.byteLength;
          if (size > rules.maxBytes) throw new BlobTooLargeError(rules.maxBytes);
          if (kind === undefined) {
            const joined = new Uint8Array(head.length + chunk.byteLength);
            joined.set(head);
            joined.set(chunk, head.length);
            head = joined;
            if (head.length >= sniffBytes) kind = await decide();
          }
          await write(chunk);
        }
        // An empty file is empty text: kept as CSV where CSV is allowed, so the command that owns it
        // can say it is empty rather than "not a CSV file"; refused anywhere else.
        kind ??= await decide();
        out.end();
        await finished(out);
        const key = `${area}/${randomUUID()}.${kind}`;
        await rename(tmp, path.join(root, key));
        return { key, kind, size };
      } catch (error) {
        out.destroy();
        // Closed before removed: nothing of this upload is left in tmp when the refusal is known.
        await finished(out).catch(() => undefined);
        await rm(tmp, { force: true });
        throw error;
      }
    },

    async open(key): Promise<OpenedBlob | null> {
      if (!keyPattern.test(key)) return null;
      const file = path.join(root, key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      const ext = key.slice(key.lastIndexOf('.') + 1) as BlobKind;
      return { stream: createReadStream(file), size: info.size, contentType: contentTypeOf[ext] };
    },

    localPath: resolve,

    async delete(key) {
      if (keyPattern.test(key)) await rm(path.join(root, key), { force: true });
    },
  };
}
