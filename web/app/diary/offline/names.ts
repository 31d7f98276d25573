/** The device's copy of the diary in IndexedDB; signing out deletes it (and Clear-Site-Data does too). */
export const offlineDatabaseName = 'qanoon-diary';
