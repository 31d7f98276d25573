import { z } from 'zod';
import { boundedTextField, checkboxField } from '../identity/form.ts';
import { accessTokenLimits, accessTokenMessages, accessTokenScopes } from './tokens.ts';

// The new-token form's check, apart from the texts and limits the profile shows, so the profile
// does not load zod (ADR 0040).
/** The profile's new-token form: a name and a ticked box per scope (`scope:search:read=on`). */
export const createAccessTokenSchema = z
  .object({
    name: boundedTextField('Name', accessTokenLimits.nameMax).refine((s) => s.length > 0, { error: accessTokenMessages.nameMissing }),
    'scope:search:read': checkboxField,
    'scope:library:read': checkboxField,
  })
  .transform((form) => ({
    name: form.name,
    scopes: accessTokenScopes.filter((scope) => form[`scope:${scope}`]),
  }))
  .refine((form) => form.scopes.length > 0, { error: accessTokenMessages.noScope, path: ['scope:search:read'] });

export type CreateAccessToken = z.output<typeof createAccessTokenSchema>;
