import { searchLimits } from '@qanoon/contracts';
import { describe, expect, it } from 'vitest';
import { oneOfTheirSearches } from './searches-at-once.server.ts';

describe('searches one user may run at once', () => {
  it('turns away a user with searches still running, but not another user, and frees a place when one ends', async () => {
    let finish = () => {};
    const held = new Promise<void>((resolve) => (finish = resolve));
    const running = Array.from({ length: searchLimits.searchesAtOnce }, () => oneOfTheirSearches('busy', () => held.then(() => 'done')));
    expect(await oneOfTheirSearches('busy', async () => 'one more')).toBeNull();
    expect(await oneOfTheirSearches('someone else', async () => 'theirs')).toBe('theirs');
    finish();
    expect(await Promise.all(running)).toEqual(Array(searchLimits.searchesAtOnce).fill('done'));
    expect(await oneOfTheirSearches('busy', async () => 'again')).toBe('again');
  });
});
