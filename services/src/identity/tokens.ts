import { createHash, randomBytes } from 'node:crypto';

/** A fresh secret for a cookie or a ticket: 32 random bytes, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its sha256, so a leaked table hands out nothing. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
