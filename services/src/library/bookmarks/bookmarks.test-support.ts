import { randomInt } from 'node:crypto';
import { uniqueId } from '@qanoon/infra/testing';
import type { LibraryTestKit } from '../test-kit.ts';

/** A judgment's row of the case-law upload, its citation and parties given. */
export const caseRow = (citation: string, parties: string) => [
  citation,
  parties,
  'Mr. Justice Mansoor Ali Shah',
  'Mr. Khawaja Haris, ASC',
  'Supreme Court of Pakistan',
  '',
  '',
  'Civil/Specific performance',
  'The suit for specific performance was decreed.',
];

/** A lawyer's account written straight to the users table: bookmarks need no more of it. */
export async function newLawyer(kit: LibraryTestKit, firstName: string): Promise<{ userId: string }> {
  const { rows } = await kit.db.query<{ id: string }>(
    `INSERT INTO users (criteria, first_name, last_name, email, contact, address, city, password_hash)
     VALUES ('lawyer', $1, 'Ahmed', $2, $3, 'Mall Road', 'Lahore', 'not-a-hash') RETURNING id`,
    [firstName, `${uniqueId(firstName.toLowerCase())}@example.pk`, `+923${String(randomInt(0, 1e9)).padStart(9, '0')}`],
  );
  return { userId: rows[0]?.id ?? '' };
}
