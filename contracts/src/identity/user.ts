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
  createdAt: Date;
}

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
