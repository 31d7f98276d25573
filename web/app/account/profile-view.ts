import type { Criteria, UserView } from '@qanoon/contracts';
import { translatable } from '../i18n/i18n.tsx';
import { pictureUrlOf } from '../auth/viewer.ts';

const shown = ['criteria', 'firstName', 'lastName', 'email', 'contact', 'address', 'city', 'speciality', 'university', 'intake'] as const;

/** What the profile screen shows of the account: no flags, hashes or ids. */
export type ProfileView = Pick<UserView, (typeof shown)[number]> & {
  /** URL of the stored picture; null for the default image. */
  pictureUrl: string | null;
};

export const toProfileView = (user: UserView): ProfileView => ({
  ...(Object.fromEntries(shown.map((field) => [field, user[field]])) as Pick<UserView, (typeof shown)[number]>),
  pictureUrl: pictureUrlOf(user.picture),
});

/** The roles as people read them, in English (the key of their Urdu). */
export const roleLabels = {
  lawyer: translatable('Lawyer'),
  judge: translatable('Judge'),
  student: translatable('Student'),
  clerk: translatable('Clerk'),
  others: translatable('Others'),
  admin: translatable('Admin'),
} satisfies Record<Criteria, string>;

export const roleLabel = (criteria: string): string => roleLabels[criteria as Criteria] ?? criteria;
