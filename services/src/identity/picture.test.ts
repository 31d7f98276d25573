import { Readable } from 'node:stream';
import { messages } from '@qanoon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityTestKit } from './test-kit.ts';

// The smallest PNG there is: what a browser would upload as a picture.
const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000'.padEnd(134, '0'), 'hex');
const picture = () => Readable.from([png]);

describe('a profile picture taken in through identity', () => {
  let kit: ReturnType<typeof identityTestKit>;
  beforeAll(() => {
    kit = identityTestKit();
  });
  afterAll(() => kit.close());

  it('becomes the user\'s own, and the picture it replaces is gone from the store', async () => {
    const user = await kit.signedUpUser();
    const actor = { userId: user.userId };
    const first = await kit.identity.pictures.take(picture(), 'me.png');
    expect(await kit.identity.replacePicture(actor, first)).toEqual({ ok: true, message: messages.pictureUpdated });
    const second = await kit.identity.pictures.take(picture(), 'me-again.png');
    await kit.identity.replacePicture(actor, second);
    expect((await kit.identity.getOwnProfile(actor))?.picture).toBe(second.key);
    expect(await kit.blobs.open(first.key)).toBeNull();
    expect(await kit.blobs.open(second.key)).not.toBeNull();
  });

  it('is discarded when the command refuses it (no such user), leaving nothing behind', async () => {
    const taken = await kit.identity.pictures.take(picture(), 'orphan.png');
    const refused = await kit.identity.replacePicture({ userId: '00000000-0000-4000-8000-000000000000' }, taken);
    expect(refused).toMatchObject({ ok: false, message: messages.userNotFound });
    expect(await kit.blobs.open(taken.key)).toBeNull();
  });

  it('goes back to the default image on removal, and the stored file goes too', async () => {
    const user = await kit.signedUpUser();
    const actor = { userId: user.userId };
    const taken = await kit.identity.pictures.take(picture(), 'me.png');
    await kit.identity.replacePicture(actor, taken);
    expect(await kit.identity.removePicture(actor)).toEqual({ ok: true, message: messages.pictureRemoved });
    expect((await kit.identity.getOwnProfile(actor))?.picture).toBeNull();
    expect(await kit.blobs.open(taken.key)).toBeNull();
  });

  it('is shown to its owner and to admins only', async () => {
    const user = await kit.signedUpUser();
    const taken = await kit.identity.pictures.take(picture(), 'me.png');
    await kit.identity.replacePicture({ userId: user.userId }, taken);
    const owner = { picture: taken.key, isAdmin: false };
    expect(await kit.identity.openPicture(owner, taken.key)).not.toBeNull();
    expect(await kit.identity.openPicture({ picture: null, isAdmin: false }, taken.key)).toBeNull();
    expect(await kit.identity.openPicture({ picture: null, isAdmin: true }, taken.key)).not.toBeNull();
  });
});
