import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** Hashes passwords for storage and checks a typed password against a stored hash. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a hash this hasher cannot read; never throws for those. */
  verify(storedHash: string, password: string): Promise<boolean>;
}

// Algorithm is a const enum, which isolated modules cannot read; 2 is Argon2id.
const argon2id = 2 as Algorithm;

/** OWASP's minimum for argon2id: 19 MiB, two passes, one lane. */
export const argon2idDefaults = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function createArgon2PasswordHasher(
  options: Pick<Options, 'memoryCost' | 'timeCost' | 'parallelism'> = argon2idDefaults,
): PasswordHasher {
  const settings: Options = { ...options, algorithm: argon2id };
  return {
    hash: (password) => hash(password, settings),
    async verify(storedHash, password) {
      try {
        return await verify(storedHash, password);
      } catch {
        return false;
      }
    },
  };
}
