import { messages, type UserView } from '@qanoon/contracts';
import { imageKinds, type Runtime } from '@qanoon/services';
import type { ActionMessage } from '../ui/form-alert.tsx';
import { receiveUpload } from '../uploads/upload.server.ts';

/** The largest picture accepted; `messages.pictureTooLarge` names the same size. */
export const pictureMaxBytes = 2 * 1024 * 1024;

/**
 * Store the uploaded `picture` and make it the user's own, then remove the one it replaces.
 * The file streams straight into the blob store, which recognises images by their bytes and
 * cuts off anything over the limit: it is never held in memory whole.
 */
export async function replacePicture(request: Request, runtime: Runtime, user: UserView): Promise<ActionMessage> {
  const upload = await receiveUpload(request, runtime, { field: 'picture', area: 'pictures', allowed: imageKinds, maxBytes: pictureMaxBytes });
  if (upload.refusal) return { ok: false, message: upload.refusal.reason === 'kind' ? messages.pictureNotImage : messages.pictureTooLarge };
  if (!upload.stored) return { ok: false, message: messages.choosePicture };
  const { key } = upload.stored;
  const changed = await runtime.identity.updatePicture({ userId: user.id }, key);
  if (!changed.ok) {
    await runtime.blobs.delete(key);
    return { ok: false, message: changed.message };
  }
  if (user.picture) await runtime.blobs.delete(user.picture);
  return { ok: true, message: messages.pictureUpdated };
}

/** Back to the default image; the stored file goes too. */
export async function removePicture(runtime: Runtime, user: UserView): Promise<ActionMessage> {
  const changed = await runtime.identity.updatePicture({ userId: user.id }, null);
  if (!changed.ok) return { ok: false, message: changed.message };
  if (user.picture) await runtime.blobs.delete(user.picture);
  return { ok: true, message: messages.pictureRemoved };
}
