import { describe, expect, it } from 'vitest';
import { createArgon2PasswordHasher } from './password-hasher.ts';

const hasher = createArgon2PasswordHasher();

describe('the argon2id password hasher', () => {
  it('stores argon2id hashes with a fresh salt each time', async () => {
    const first = await hasher.hash('secret-123');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.hash('secret-123')).not.toBe(first);
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hasher.hash('secret-123');
    expect(await hasher.verify(stored, 'secret-123')).toBe(true);
    expect(await hasher.verify(stored, 'secret-124')).toBe(false);
  });

  it('refuses, without throwing, against a hash it cannot read', async () => {
    expect(await hasher.verify('not a hash', 'secret-123')).toBe(false);
  });
});
