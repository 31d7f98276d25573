import { localPhone, type UserView } from '@qanoon/contracts';
import { roleLabel } from '../account/profile-view.ts';

/** One user as the Users screen shows it: plain text only, formatted once on the server. */
export interface UserRow {
  id: string;
  number: number;
  firstName: string;
  lastName: string;
  email: string;
  /** The number as people write it here: 0300-1234567. */
  contact: string;
  /** In English; the table shows it in the reader's language. */
  role: string;
  address: string;
  city: string;
  speciality: string;
  university: string | null;
  intake: string | null;
  newsletter: boolean;
  joined: string;
}

// One fixed locale and time zone, so every admin reads the same date whatever their machine's settings.
const joinedFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Karachi' });


export function toUserRow(user: UserView, number: number): UserRow {
  return {
    id: user.id,
    number,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    contact: localPhone(user.contact),
    role: roleLabel(user.criteria),
    address: user.address,
    city: user.city,
    speciality: user.speciality,
    university: user.university,
    intake: user.intake,
    newsletter: user.newsletter,
    joined: joinedFormat.format(user.createdAt),
  };
}
