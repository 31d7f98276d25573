import type { UserView } from '@qanoon/contracts';
import { pictureUrlOf } from '../auth/viewer.ts';

/** What the profile screen shows of the account: no flags, hashes or ids. */
export interface ProfileView {
  criteria: string;
  firstName: string;
  lastName: string;
  email: string;
  contact: string;
  address: string;
  city: string;
  speciality: string;
  university: string | null;
  intake: string | null;
  /** URL of the stored picture; null for the default image. */
  pictureUrl: string | null;
}

export const toProfileView = (user: UserView): ProfileView => ({
  criteria: user.criteria,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  contact: user.contact,
  address: user.address,
  city: user.city,
  speciality: user.speciality,
  university: user.university,
  intake: user.intake,
  pictureUrl: pictureUrlOf(user.picture),
});

/** A stored Pakistani mobile (`+923001234567`) the way people write it: `0300-1234567`. */
export function localPhone(e164: string): string {
  const match = /^\+92(3\d{2})(\d{7})$/.exec(e164);
  return match ? `0${match[1]}-${match[2]}` : e164;
}

export const roleLabel = (criteria: string) => (criteria ? `${criteria[0]?.toUpperCase()}${criteria.slice(1)}` : criteria);
