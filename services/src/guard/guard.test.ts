import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { attemptRules } from '@qanoon/contracts';
import { createKeyValueStore, createRedisAttemptLimits } from '@qanoon/infra';
import { testRedisUrl, uniqueId } from '@qanoon/infra/testing';
import { createGuard } from './guard.ts';
import { guardKeys } from './deps.ts';
import { guardMessages } from './messages.ts';
import { guardLimits } from './rules.ts';

const kv = createKeyValueStore(testRedisUrl);
const limits = createRedisAttemptLimits(testRedisUrl, { keyPrefix: `${uniqueId('test-guard-limits-')}:` });
afterAll(() => Promise.all([kv.close(), limits.close()]));

/** A guard over real Redis with its own keys and a clock the test moves by hand. */
function guardKit(options: { challengeTtlSeconds?: number } = {}) {
  const clock = { now: 1_700_000_000_000 };
  const keyPrefix = `${uniqueId('test-guard-')}:`;
  const guard = createGuard({
    kv,
    answers: limits.limiter(uniqueId('captcha-answers-'), attemptRules.captchaAnswersPerVisitor),
    keyPrefix,
    random: Math.random,
    newId: randomUUID,
    now: () => clock.now,
    ...options,
  });
  /**
   * A new puzzle as the page gets it, with where its gap is as only the server knows it: read
   * from the guard's store, as a person finds it by looking at the picture.
   */
  async function puzzleFor(visitor: string) {
    const puzzle = await guard.newChallenge(visitor);
    const stored = JSON.parse((await kv.get(guardKeys(keyPrefix).challenge(visitor))) ?? 'null') as { id: string; gapX: number } | null;
    if (stored?.id !== puzzle.id) throw new Error('The puzzle handed out is not the one stored');
    return { ...puzzle, gapX: stored.gapX };
  }
  return { guard, clock, visitor: randomUUID(), puzzleFor };
}

const wobble = '0,1,2,1,0,-1';
const answer = (puzzle: { id: string; gapX: number }, overrides: Record<string, string> = {}) => ({
  challengeId: puzzle.id,
  x: String(puzzle.gapX),
  input: 'pointer',
  ys: wobble,
  ...overrides,
});

describe('the click counter', () => {
  it('counts a visitor’s clicks and is over the limit only past it', async () => {
    const { guard, visitor } = guardKit();
    expect(await guard.countClick(visitor, 2)).toEqual({ count: 1, overLimit: false });
    expect(await guard.countClick(visitor, 2)).toEqual({ count: 2, overLimit: false });
    expect(await guard.countClick(visitor, 2)).toEqual({ count: 3, overLimit: true });
  });

  it('uses the spec’s limit of 50 unless told otherwise', async () => {
    const { guard, visitor } = guardKit();
    for (let i = 1; i < 50; i++) await guard.countClick(visitor);
    expect(await guard.countClick(visitor)).toEqual({ count: 50, overLimit: false });
    expect(await guard.countClick(visitor)).toEqual({ count: 51, overLimit: true });
  });

  it('counts a navigation once whether its report, its request or both arrive, and a name repeated again counts again', async () => {
    const { guard, visitor } = guardKit();
    // Reported and requested (either order): one click.
    expect(await guard.countClick(visitor, 2, null, 'nav-a')).toEqual({ count: 1, overLimit: false });
    expect(await guard.countClick(visitor, 2, null, 'nav-a')).toEqual({ count: 1, overLimit: false });
    // Cancelled by the browser before its request went out: the report alone is the click.
    expect(await guard.countClick(visitor, 2, null, 'nav-b')).toEqual({ count: 2, overLimit: false });
    // Past the limit, the second hearing of the click is turned back as the first was.
    expect(await guard.countClick(visitor, 2, null, 'nav-c')).toEqual({ count: 3, overLimit: true });
    expect(await guard.countClick(visitor, 2, null, 'nav-c')).toEqual({ count: 3, overLimit: true });
    // A third request under one name is no longer the same click.
    expect(await guard.countClick(visitor, 9, null, 'nav-a')).toEqual({ count: 4, overLimit: false });
    // A name that is no name is ignored: the request counts as any other.
    expect(await guard.countClick(visitor, 9, null, 'x'.repeat(65))).toEqual({ count: 5, overLimit: false });
    expect(await guard.countClick(visitor, 9, null, 'x'.repeat(65))).toEqual({ count: 6, overLimit: false });
  });

  it('keeps visitors apart and starts again from one once cleared', async () => {
    const { guard, visitor } = guardKit();
    const other = randomUUID();
    await guard.countClick(visitor, 1);
    await guard.countClick(visitor, 1);
    expect(await guard.countClick(other, 1)).toEqual({ count: 1, overLimit: false });
    await guard.clearClicks(visitor);
    expect(await guard.countClick(visitor, 1)).toEqual({ count: 1, overLimit: false });
  });

  it('refuses a visitor id that is not a cookie token', async () => {
    const { guard } = guardKit();
    await expect(guard.countClick('')).rejects.toThrow(/visitor id/);
    await expect(guard.countClick('a b c d e f g h')).rejects.toThrow(/visitor id/);
  });
});

describe('the slider captcha', () => {
  it('hands the page two pictures and the piece\'s line, never where the gap is', async () => {
    const { guard, visitor, puzzleFor } = guardKit();
    const { gapX, ...sent } = await puzzleFor(visitor);
    const page = await guard.newChallenge(visitor);
    expect(Object.keys(page).toSorted()).toEqual(['background', 'gapY', 'height', 'id', 'piece', 'pieceBox', 'pieceRadius', 'pieceSize', 'width']);
    expect(page.background).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect(page.piece).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    // Nothing in what is sent names the gap or the seed the picture grew from.
    expect(JSON.stringify(page)).not.toMatch(/gapX|seed/);
    expect(sent).not.toHaveProperty('seed');
    expect(gapX).toBeGreaterThan(0);
  });

  it('is solved by a wobbly drag onto the gap, which clears the click count', async () => {
    const { guard, visitor, puzzleFor } = guardKit();
    await guard.countClick(visitor, 1);
    await guard.countClick(visitor, 1);
    const puzzle = await puzzleFor(visitor);
    expect(puzzle).toMatchObject({ width: 400, height: 200, pieceSize: 42, pieceRadius: 9 });
    expect(await guard.solveChallenge(visitor, answer(puzzle, { x: String(puzzle.gapX - 10) }))).toEqual({ status: 'solved' });
    expect(await guard.countClick(visitor, 1)).toEqual({ count: 1, overLimit: false });
  });

  it('can be answered once: a second answer to the same puzzle finds it gone', async () => {
    const { guard, visitor, puzzleFor } = guardKit();
    const puzzle = await puzzleFor(visitor);
    expect(await guard.solveChallenge(visitor, answer(puzzle))).toEqual({ status: 'solved' });
    expect(await guard.solveChallenge(visitor, answer(puzzle))).toEqual({ status: 'expired', message: guardMessages.expired });
  });

  it('is used up by a wrong answer, so the right one cannot follow it', async () => {
    const { guard, visitor, puzzleFor } = guardKit();
    const puzzle = await puzzleFor(visitor);
    expect(await guard.solveChallenge(visitor, answer(puzzle, { x: String(puzzle.gapX + 11) }))).toEqual({
      status: 'missed',
      message: guardMessages.missed,
    });
    expect((await guard.solveChallenge(visitor, answer(puzzle))).status).toBe('expired');
  });

  it('answers a straight drag with the Urdu retry, even on the gap', async () => {
    const { guard, visitor, puzzleFor } = guardKit();
    const puzzle = await puzzleFor(visitor);
    expect(await guard.solveChallenge(visitor, answer(puzzle, { ys: '4,4,4,4,4,4' }))).toEqual({
      status: 'bot',
      message: 'براہ کرم دوبارہ کوشش کریں',
    });
  });

  it('solves for one of two answers sent at once', async () => {
    const { guard, visitor, puzzleFor } = guardKit();
    const puzzle = await puzzleFor(visitor);
    const outcomes = await Promise.all([guard.solveChallenge(visitor, answer(puzzle)), guard.solveChallenge(visitor, answer(puzzle))]);
    expect(outcomes.map((o) => o.status).toSorted()).toEqual(['expired', 'solved']);
  });

  it('expires when not answered in time', async () => {
    const { guard, visitor, puzzleFor } = guardKit({ challengeTtlSeconds: 1 });
    const puzzle = await puzzleFor(visitor);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await guard.solveChallenge(visitor, answer(puzzle))).status).toBe('expired');
  });

  it('answers only the newest puzzle a visitor was given', async () => {
    const { guard, visitor, puzzleFor } = guardKit();
    const older = await puzzleFor(visitor);
    const newer = await puzzleFor(visitor);
    expect((await guard.solveChallenge(visitor, answer(older, { x: String(newer.gapX) }))).status).toBe('expired');
  });

  it('belongs to the visitor it was given to', async () => {
    const { guard, visitor, puzzleFor } = guardKit();
    const puzzle = await puzzleFor(visitor);
    expect((await guard.solveChallenge(randomUUID(), answer(puzzle))).status).toBe('expired');
    expect((await guard.solveChallenge(visitor, answer(puzzle))).status).toBe('solved');
  });

  it('takes a keyboard answer once the minimum solving time has passed', async () => {
    const { guard, visitor, clock, puzzleFor } = guardKit();
    const early = await puzzleFor(visitor);
    clock.now += 200;
    expect((await guard.solveChallenge(visitor, answer(early, { input: 'keyboard', ys: '' }))).status).toBe('bot');
    const later = await puzzleFor(visitor);
    clock.now += guardLimits.keyboardMinSolveMs;
    expect((await guard.solveChallenge(visitor, answer(later, { input: 'keyboard', ys: '' }))).status).toBe('solved');
  });

  it('turns a malformed answer into a miss and uses the puzzle up', async () => {
    const { guard, visitor, puzzleFor } = guardKit();
    const malformed: Record<string, string>[] = [{ x: 'far' }, { x: '-5' }, { x: '9999' }, { input: 'telepathy' }, { ys: 'a,b,c' }, { ys: '1,'.repeat(600) }];
    for (const bad of malformed) {
      const puzzle = await puzzleFor(visitor);
      expect((await guard.solveChallenge(visitor, answer(puzzle, bad))).status).toBe('missed');
    }
    expect((await guard.solveChallenge(visitor, null)).status).toBe('expired');
  });

  it('limits a visitor to a few answers a minute', async () => {
    const { guard, visitor, puzzleFor } = guardKit();
    for (let i = 0; i < attemptRules.captchaAnswersPerVisitor.points; i++) {
      const puzzle = await puzzleFor(visitor);
      expect((await guard.solveChallenge(visitor, answer(puzzle, { x: String(puzzle.gapX + 50) }))).status).toBe('missed');
    }
    const puzzle = await puzzleFor(visitor);
    // The clock stands at 03:13:20 in Pakistan; the minute's window ends within the next two minutes.
    expect(await guard.solveChallenge(visitor, answer(puzzle))).toEqual({
      status: 'limited',
      message: expect.stringMatching(/^Too many tries\. Please try again in 1 minute \(at 03:1[45]\)\.$/),
    });
  });
});
