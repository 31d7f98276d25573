import { accessTokenLimits, accessTokenMessages, attemptRules } from '@qanoon/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { identityTestKit } from './test-kit.ts';

const kit = identityTestKit();
const { identity } = kit;
afterAll(() => kit.close());

const both = { name: 'Chamber research script', 'scope:search:read': 'on', 'scope:library:read': 'on' };

describe('personal access tokens', () => {
  it('hands the token out once, recognisably prefixed, and lists it by name and first characters only', async () => {
    const user = await kit.signedUpUser();
    const created = await identity.createAccessToken({ userId: user.userId }, both);
    if (!created.ok) throw new Error(created.message);
    expect(created.message).toBe(accessTokenMessages.created);
    expect(created.token.startsWith(accessTokenLimits.prefix)).toBe(true);
    expect(created.token.length).toBeGreaterThan(40);

    const [listed, ...others] = await identity.listAccessTokens({ userId: user.userId });
    expect(others).toEqual([]);
    expect(listed).toMatchObject({ name: both.name, start: created.token.slice(0, 8), scopes: ['search:read', 'library:read'], lastUsedAt: null });
    expect(JSON.stringify(listed)).not.toContain(created.token);
  });

  it('finds the owner of a live token and notes when it was last used', async () => {
    const user = await kit.signedUpUser();
    const created = await identity.createAccessToken({ userId: user.userId }, { name: 'Search only', 'scope:search:read': 'on' });
    if (!created.ok) throw new Error(created.message);
    const found = await identity.getTokenUser(created.token);
    expect(found?.user.id).toBe(user.userId);
    expect(found?.scopes).toEqual(['search:read']);
    const [listed] = await identity.listAccessTokens({ userId: user.userId });
    expect(listed?.lastUsedAt).not.toBeNull();
  });

  it('refuses a revoked, a made-up and a foreign-looking token', async () => {
    const user = await kit.signedUpUser();
    const created = await identity.createAccessToken({ userId: user.userId }, both);
    if (!created.ok) throw new Error(created.message);
    expect(await identity.revokeAccessToken({ userId: user.userId }, created.tokenId)).toEqual({ ok: true, message: accessTokenMessages.revoked });
    expect(await identity.getTokenUser(created.token)).toBeNull();
    expect(await identity.listAccessTokens({ userId: user.userId })).toEqual([]);
    expect(await identity.getTokenUser(`${accessTokenLimits.prefix}made-up`)).toBeNull();
    expect(await identity.getTokenUser('ghp_something')).toBeNull();
    expect(await identity.getTokenUser(`${accessTokenLimits.prefix}${'x'.repeat(10_000)}`)).toBeNull();
  });

  it('lets nobody but the owner revoke a token', async () => {
    const owner = await kit.signedUpUser();
    const stranger = await kit.signedUpUser();
    const created = await identity.createAccessToken({ userId: owner.userId }, both);
    if (!created.ok) throw new Error(created.message);
    expect(await identity.revokeAccessToken({ userId: stranger.userId }, created.tokenId)).toMatchObject({ ok: false, message: accessTokenMessages.notFound });
    expect(await identity.revokeAccessToken({ userId: stranger.userId }, 'not-an-id')).toMatchObject({ ok: false });
    expect((await identity.getTokenUser(created.token))?.user.id).toBe(owner.userId);
  });

  it('needs a name and a scope, and keeps an account to a handful of live tokens', async () => {
    const user = await kit.signedUpUser();
    const actor = { userId: user.userId };
    expect(await identity.createAccessToken(actor, { name: '  ', 'scope:search:read': 'on' })).toMatchObject({ ok: false, message: accessTokenMessages.nameMissing });
    expect(await identity.createAccessToken(actor, { name: 'No scope' })).toMatchObject({ ok: false, message: accessTokenMessages.noScope });
    expect(await identity.createAccessToken(actor, { ...both, name: 'x'.repeat(61) })).toMatchObject({ ok: false });
    for (let i = 0; i < accessTokenLimits.liveTokensMax; i++) expect((await identity.createAccessToken(actor, both)).ok).toBe(true);
    expect(await identity.createAccessToken(actor, both)).toMatchObject({ ok: false, message: accessTokenMessages.tooMany });
  });

  it('makes a token wait once it has used its requests of the minute', async () => {
    const user = await kit.signedUpUser();
    const created = await identity.createAccessToken({ userId: user.userId }, both);
    if (!created.ok) throw new Error(created.message);
    for (let i = 0; i < attemptRules.apiRequestsPerToken.points; i++) expect(await identity.countTokenRequest(created.tokenId)).toBe(0);
    expect(await identity.countTokenRequest(created.tokenId)).toBeGreaterThan(0);
  });

  it('lets no more requests through than the limit when 500 arrive at once with one token', async () => {
    const user = await kit.signedUpUser();
    const created = await identity.createAccessToken({ userId: user.userId }, both);
    if (!created.ok) throw new Error(created.message);
    const waits = await Promise.all(Array.from({ length: 500 }, () => identity.countTokenRequest(created.tokenId)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(attemptRules.apiRequestsPerToken.points);
    expect(Math.min(...waits.filter((wait) => wait > 0))).toBeGreaterThan(0);
  });
});
