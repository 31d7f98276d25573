import type { Readable } from 'node:stream';

/** What an upload may be. Images and PDF are recognised by their bytes, CSV by being text. */
export type BlobKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf' | 'csv';

export const imageKinds = ['png', 'jpeg', 'gif', 'webp'] as const satisfies readonly BlobKind[];

export const contentTypeOf: Record<BlobKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
};

/** Folders of the store, one per use, so keys say what a file is for. */
export type BlobArea = 'pictures' | 'receipts' | 'case-files' | 'imports';

export interface StoredBlob {
  /** `<area>/<generated name>.<ext>`: never the uploader's file name. */
  key: string;
  kind: BlobKind;
  size: number;
}

export interface OpenedBlob {
  stream: Readable;
  size: number;
  contentType: string;
}

/**
 * Files users upload (pictures, receipts, case files, CSV imports). Bodies are streamed: a file
 * is never held in memory whole, and one over the limit is cut off and discarded.
 */
export interface BlobStore {
  put(
    area: BlobArea,
    body: AsyncIterable<Uint8Array>,
    rules: { allowed: readonly BlobKind[]; maxBytes: number },
  ): Promise<StoredBlob>;
  open(key: string): Promise<OpenedBlob | null>;
  /** A local file path for the key, for readers that need one (the CSV import worker). */
  localPath(key: string): string;
  delete(key: string): Promise<void>;
}

/**
 * The web's server build bundles its own copy of these modules, so `instanceof` must not depend
 * on which copy made the error: it recognises the error by name.
 */
const byName = (name: string) => (value: unknown) => value instanceof Error && value.name === name;

export class BlobTooLargeError extends Error {
  override readonly name = 'BlobTooLargeError';
  static override [Symbol.hasInstance] = byName('BlobTooLargeError');
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
  }
}

export class BlobKindError extends Error {
  override readonly name = 'BlobKindError';
  static override [Symbol.hasInstance] = byName('BlobKindError');
  constructor(readonly allowed: readonly BlobKind[]) {
    super(`Only ${allowed.map((k) => k.toUpperCase()).join(', ')} files are accepted`);
  }
}
