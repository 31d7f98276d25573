import { messages, type UserView } from '@qanoon/contracts';
import type { Services } from '@qanoon/services';
import type { ActionMessage } from '../ui/form-alert.tsx';
import { receiveUpload } from '../uploads/upload.server.ts';

/**
 * The uploaded `picture` becomes the user's own. The file streams straight into identity's
 * intake, which recognises images by their bytes and cuts off anything over the limit: it is
 * never held in memory whole, and identity keeps or discards it.
 */
export async function replacePicture(request: Request, identity: Services['identity'], user: UserView): Promise<ActionMessage> {
  const upload = await receiveUpload(request, identity.pictures, { field: 'picture' });
  if (upload.refusal) return { ok: false, message: upload.refusal.reason === 'kind' ? messages.pictureNotImage : messages.pictureTooLarge };
  if (!upload.stored) return { ok: false, message: messages.choosePicture };
  return identity.replacePicture({ userId: user.id }, upload.stored);
}
