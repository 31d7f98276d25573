import type { Language } from './language.ts';
import type { Criteria } from '../constants.ts';

/** A user as services hand it out: never the password hash. */
export interface UserView {
  id: string;
  criteria: Criteria;
  firstName: string;
  lastName: string;
  email: string;
  contact: string;
  address: string;
  city: string;
  speciality: string;
  university: string | null;
  intake: string | null;
  /** A stored picture's path; null means the default image. */
  picture: string | null;
  isAdmin: boolean;
  newUser: boolean;
  newsletter: boolean;
  terms: boolean;
  /** The interface language the user chose; English until they choose. */
  language: Language;
  createdAt: Date;
}

/** `firstName` → `first_name`: a field's name as its column. */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/**
 * A row of the users table: the view's fields under their column names, and the password hash
 * the view never carries. Derived from UserView, so the two cannot drift apart.
 */
export type UsersRow = { [K in keyof UserView as SnakeCase<K>]: UserView[K] } & { password_hash: string };

/** The columns of the admin's CSV download of all users, in order. */
export const userCsvColumns = [
  'id',
  'criteria',
  'firstName',
  'lastName',
  'email',
  'contact',
  'address',
  'city',
  'speciality',
  'university',
  'intake',
  'isAdmin',
  'newUser',
  'newsletter',
  'terms',
  'createdAt',
] as const satisfies readonly (keyof UserView)[];
