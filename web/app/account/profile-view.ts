import type { UserView } from '@qanoon/contracts';
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

export const roleLabel = (criteria: string) => (criteria ? `${criteria[0]?.toUpperCase()}${criteria.slice(1)}` : criteria);
