import fs from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BlobKindError, BlobTooLargeError } from './blob-store.ts';
import { createLocalBlobStore } from './local-blob-store.ts';

const root = await mkdtemp(path.join(tmpdir(), 'qanoon-blobs-'));
const store = createLocalBlobStore(root);
afterAll(() => rm(root, { recursive: true, force: true }));

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
async function* chunks(...parts: Uint8Array[]) {
  yield* parts;
}

describe('the local blob store', () => {
  it('stores an image under a generated name and gives it back', async () => {
    const stored = await store.put('pictures', chunks(png), { allowed: ['png', 'jpeg'], maxBytes: 1024 });
    expect(stored).toMatchObject({ kind: 'png', size: png.length });
    expect(stored.key).toMatch(/^pictures\/[0-9a-f-]{36}\.png$/);
    const opened = await store.open(stored.key);
    expect(opened).toMatchObject({ size: png.length, contentType: 'image/png' });
    expect(await readFile(store.localPath(stored.key))).toEqual(png);
    opened?.stream.destroy();
  });

  it('refuses a file whose bytes are not an allowed kind, whatever it is called, and keeps nothing', async () => {
    const before = await readdir(path.join(root, 'tmp')).catch(() => []);
    await expect(store.put('pictures', chunks(Buffer.from('name,age\nA,1\n')), { allowed: ['png'], maxBytes: 1024 })).rejects.toBeInstanceOf(
      BlobKindError,
    );
    await expect(store.put('receipts', chunks(Buffer.alloc(0)), { allowed: ['png', 'pdf'], maxBytes: 1024 })).rejects.toBeInstanceOf(BlobKindError);
    expect(await readdir(path.join(root, 'tmp'))).toEqual(before);
  });

  it('cuts off a file over the size limit, however it is chunked', async () => {
    const big = Buffer.alloc(600, 'a');
    await expect(store.put('imports', chunks(big, big), { allowed: ['csv'], maxBytes: 1000 })).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(await readdir(path.join(root, 'tmp'))).toEqual([]);
  });

  it('leaves nothing behind when it refuses the first chunk before its temporary file has opened', async () => {
    // A file system whose open takes a while, as a busy disk's does: the refusal comes first.
    let opened: () => void = () => undefined;
    const openDone = new Promise<void>((resolve) => (opened = resolve));
    const slowOpen: typeof fs.open = ((file: string, flags: string, mode: number, callback: (error: Error | null, fd: number) => void) =>
      setTimeout(() => fs.open(file, flags, mode, (error, fd) => (callback(error, fd), opened())), 20)) as unknown as typeof fs.open;
    const slowRoot = await mkdtemp(path.join(tmpdir(), 'qanoon-blobs-slow-'));
    const slow = createLocalBlobStore(slowRoot, { writeFs: { open: slowOpen, write: fs.write, writev: fs.writev, close: fs.close } });
    await expect(slow.put('imports', chunks(Buffer.alloc(2000, 'a')), { allowed: ['csv'], maxBytes: 1000 })).rejects.toBeInstanceOf(BlobTooLargeError);
    await openDone;
    expect(await readdir(path.join(slowRoot, 'tmp'))).toEqual([]);
    await rm(slowRoot, { recursive: true, force: true });
  });

  it('takes text as CSV and binary junk as nothing', async () => {
    const csv = await store.put('imports', chunks(Buffer.from('\uFEFFWords,Meaning\r\nAb initio,From the beginning\r\n')), {
      allowed: ['csv'],
      maxBytes: 1024,
    });
    expect(csv.kind).toBe('csv');
    // An empty file is empty text, kept for the import to call empty (an image upload refuses it, above).
    const empty = await store.put('imports', chunks(), { allowed: ['csv'], maxBytes: 1024 });
    expect(empty).toMatchObject({ kind: 'csv', size: 0 });
    expect(await readFile(store.localPath(empty.key))).toEqual(Buffer.alloc(0));
    await expect(store.put('imports', chunks(Buffer.from([0, 1, 2, 3, 0xff])), { allowed: ['csv'], maxBytes: 1024 })).rejects.toBeInstanceOf(
      BlobKindError,
    );
  });

  it('never opens a path outside its folders', async () => {
    expect(await store.open('../../etc/passwd')).toBeNull();
    expect(await store.open('pictures/../../x.png')).toBeNull();
    expect(() => store.localPath('tmp/abc')).toThrow();
  });
});
