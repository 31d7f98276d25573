import type { UploadedCaseFile } from '@qanoon/services';
import type { Runtime } from '@qanoon/services/runtime';

/** The smallest PNG there is: a case file a lawyer attached, for tests that store or open one. */
export const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The PNG stored as a case file, as the case form's upload stores it, under the name given. */
export async function storedPng(runtime: Pick<Runtime, 'blobs'>, name: string): Promise<UploadedCaseFile> {
  const stored = await runtime.blobs.put(
    'case-files',
    (async function* () {
      yield onePixelPng;
    })(),
    { allowed: ['png'], maxBytes: 1024 * 1024 },
  );
  return { ...stored, name };
}
