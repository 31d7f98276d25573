/**
 * What a personal access token may read (ADR 0043). Both are read-only: no scope reaches
 * bookmarks, the diary or anything of an admin.
 */
export const accessTokenScopes = ['search:read', 'library:read'] as const;
export type AccessTokenScope = (typeof accessTokenScopes)[number];

export const accessTokenScopeLabels: Record<AccessTokenScope, string> = {
  'search:read': 'Search (the five search modes)',
  'library:read': 'Library (cases, statutes, citator, citation check)',
};

export const accessTokenLimits = {
  /** Every token starts so, so a token pasted where it should not be is recognisable. */
  prefix: 'qan_',
  nameMax: 60,
  /** Live (unrevoked) tokens one account may hold. */
  liveTokensMax: 10,
  /** The characters of a token the list shows to tell tokens apart (the prefix and a few more). */
  shownStart: 8,
} as const;

export const accessTokenMessages = {
  nameMissing: 'Give the token a name, such as the program that will use it',
  noScope: 'Choose at least one thing the token may read',
  tooMany: `You have ${accessTokenLimits.liveTokensMax} live tokens: revoke one you no longer use first`,
  created: 'Token created. Copy it now: it will not be shown again.',
  revoked: 'Token revoked: programs using it are refused from now on',
  notFound: 'This token was already revoked',
} as const;

/** A token as its owner's list shows it: never the token itself. */
export interface AccessTokenView {
  id: string;
  name: string;
  /** The token's first characters (`qan_AbC1`), to tell tokens apart. */
  start: string;
  scopes: AccessTokenScope[];
  createdAt: string;
  /** Null until a program first uses it. */
  lastUsedAt: string | null;
}
