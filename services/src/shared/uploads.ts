import type { BlobArea, BlobKind, BlobStore, OpenedBlob } from '@qanoon/infra';

/** What one form's file may be: where it is kept, which kinds by their bytes, and how large. */
export interface FileRules {
  area: BlobArea;
  allowed: readonly BlobKind[];
  maxBytes: number;
}

/** A file taken in and kept under a generated key, with the name it had on the sender's computer. */
export interface ReceivedFile {
  key: string;
  kind: BlobKind;
  size: number;
  name: string;
}

/**
 * Where a context takes an uploaded file in: `take` stores it as it streams, checked by content
 * and size (throwing BlobKindError or BlobTooLargeError, with nothing left behind); from then on
 * the context's command owns it, keeping it when it succeeds and discarding it when it refuses.
 * `discard` is for a form that could not be read to the end at all.
 */
export interface FileIntake {
  readonly rules: FileRules;
  take(data: AsyncIterable<Uint8Array>, name: string): Promise<ReceivedFile>;
  discard(file: ReceivedFile | null): Promise<void>;
}

export function fileIntake(blobs: BlobStore, rules: FileRules): FileIntake {
  return {
    rules,
    async take(data, name) {
      const stored = await blobs.put(rules.area, data, rules);
      return { ...stored, name };
    },
    async discard(file) {
      if (file) await blobs.delete(file.key);
    },
  };
}

/** A stored file of one area by its key, or null for a key of another area or none at all. */
export async function openInArea(blobs: BlobStore, area: BlobArea, key: string): Promise<OpenedBlob | null> {
  return key.startsWith(`${area}/`) ? blobs.open(key).catch(() => null) : null;
}
