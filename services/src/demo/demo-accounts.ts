import type { ProvisionedAccount } from '../identity/commands/provision-account.ts';

/** The demo's people; the README and `npm start` tell how to sign in as each. */
export const demoAccounts = {
  admin: {
    criteria: 'admin',
    firstName: 'Sana',
    lastName: 'Admin',
    email: 'admin@qanoon.demo',
    contact: '+923000000001',
    address: 'Qanoon office, Mall Road',
    city: 'Lahore',
    speciality: 'Administration',
    university: null,
    intake: null,
    isAdmin: true,
    newsletter: false,
    terms: true,
    password: 'demo-admin-123',
  },
  lawyer: {
    criteria: 'lawyer',
    firstName: 'Ali',
    lastName: 'Raza',
    email: 'lawyer@qanoon.demo',
    contact: '+923000000002',
    address: 'Chamber 14, District Courts',
    city: 'Lahore',
    speciality: 'Civil and criminal',
    university: null,
    intake: null,
    isAdmin: false,
    newsletter: true,
    terms: true,
    password: 'demo-lawyer-123',
  },
} as const satisfies Record<string, ProvisionedAccount>;
