import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createKeyValueStore } from '@qanoon/infra';
import { testRedisUrl, uniqueId } from '@qanoon/infra/testing';
import { createGuard } from './guard.ts';
import { guardMessages } from './messages.ts';
import { guardLimits } from './rules.ts';

const kv = createKeyValueStore(testRedisUrl);
afterAll(() => kv.close());

/** A guard over real Redis with its own keys and a clock the test moves by hand. */
function guardKit(options: { challengeTtlSeconds?: number } = {}) {
  const clock = { now: 1_700_000_000_000 };
  const guard = createGuard({
    kv,
    keyPrefix: `${uniqueId('test-guard-')}:`,
    random: Math.random,
    newId: randomUUID,
    now: () => clock.now,
    ...options,
  });
  return { guard, clock, visitor: randomUUID() };
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
  it('is solved by a wobbly drag onto the gap, which clears the click count', async () => {
    const { guard, visitor } = guardKit();
    await guard.countClick(visitor, 1);
    await guard.countClick(visitor, 1);
    const puzzle = await guard.newChallenge(visitor);
    expect(puzzle).toMatchObject({ width: 400, height: 200, pieceSize: 42, pieceRadius: 9 });
    expect(await guard.solveChallenge(visitor, answer(puzzle, { x: String(puzzle.gapX - 10) }))).toEqual({ status: 'solved' });
    expect(await guard.countClick(visitor, 1)).toEqual({ count: 1, overLimit: false });
  });

  it('can be answered once: a second answer to the same puzzle finds it gone', async () => {
    const { guard, visitor } = guardKit();
    const puzzle = await guard.newChallenge(visitor);
    expect(await guard.solveChallenge(visitor, answer(puzzle))).toEqual({ status: 'solved' });
    expect(await guard.solveChallenge(visitor, answer(puzzle))).toEqual({ status: 'expired', message: guardMessages.expired });
  });

  it('is used up by a wrong answer, so the right one cannot follow it', async () => {
    const { guard, visitor } = guardKit();
    const puzzle = await guard.newChallenge(visitor);
    expect(await guard.solveChallenge(visitor, answer(puzzle, { x: String(puzzle.gapX + 11) }))).toEqual({
      status: 'missed',
      message: guardMessages.missed,
    });
    expect((await guard.solveChallenge(visitor, answer(puzzle))).status).toBe('expired');
  });

  it('answers a straight drag with the Urdu retry, even on the gap', async () => {
    const { guard, visitor } = guardKit();
    const puzzle = await guard.newChallenge(visitor);
    expect(await guard.solveChallenge(visitor, answer(puzzle, { ys: '4,4,4,4,4,4' }))).toEqual({
      status: 'bot',
      message: 'براہ کرم دوبارہ کوشش کریں',
    });
  });

  it('solves for one of two answers sent at once', async () => {
    const { guard, visitor } = guardKit();
    const puzzle = await guard.newChallenge(visitor);
    const outcomes = await Promise.all([guard.solveChallenge(visitor, answer(puzzle)), guard.solveChallenge(visitor, answer(puzzle))]);
    expect(outcomes.map((o) => o.status).toSorted()).toEqual(['expired', 'solved']);
  });

  it('expires when not answered in time', async () => {
    const { guard, visitor } = guardKit({ challengeTtlSeconds: 1 });
    const puzzle = await guard.newChallenge(visitor);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await guard.solveChallenge(visitor, answer(puzzle))).status).toBe('expired');
  });

  it('answers only the newest puzzle a visitor was given', async () => {
    const { guard, visitor } = guardKit();
    const older = await guard.newChallenge(visitor);
    const newer = await guard.newChallenge(visitor);
    expect((await guard.solveChallenge(visitor, answer(older, { x: String(newer.gapX) }))).status).toBe('expired');
  });

  it('belongs to the visitor it was given to', async () => {
    const { guard, visitor } = guardKit();
    const puzzle = await guard.newChallenge(visitor);
    expect((await guard.solveChallenge(randomUUID(), answer(puzzle))).status).toBe('expired');
    expect((await guard.solveChallenge(visitor, answer(puzzle))).status).toBe('solved');
  });

  it('takes a keyboard answer once the minimum solving time has passed', async () => {
    const { guard, visitor, clock } = guardKit();
    const early = await guard.newChallenge(visitor);
    clock.now += 200;
    expect((await guard.solveChallenge(visitor, answer(early, { input: 'keyboard', ys: '' }))).status).toBe('bot');
    const later = await guard.newChallenge(visitor);
    clock.now += guardLimits.keyboardMinSolveMs;
    expect((await guard.solveChallenge(visitor, answer(later, { input: 'keyboard', ys: '' }))).status).toBe('solved');
  });

  it('turns a malformed answer into a miss and uses the puzzle up', async () => {
    const { guard, visitor } = guardKit();
    const malformed: Record<string, string>[] = [{ x: 'far' }, { x: '-5' }, { x: '9999' }, { input: 'telepathy' }, { ys: 'a,b,c' }, { ys: '1,'.repeat(600) }];
    for (const bad of malformed) {
      const puzzle = await guard.newChallenge(visitor);
      expect((await guard.solveChallenge(visitor, answer(puzzle, bad))).status).toBe('missed');
    }
    expect((await guard.solveChallenge(visitor, null)).status).toBe('expired');
  });

  it('limits a visitor to a few answers a minute', async () => {
    const { guard, visitor } = guardKit();
    for (let i = 0; i < guardLimits.attemptsPerMinute; i++) {
      const puzzle = await guard.newChallenge(visitor);
      expect((await guard.solveChallenge(visitor, answer(puzzle, { x: String(puzzle.gapX + 50) }))).status).toBe('missed');
    }
    const puzzle = await guard.newChallenge(visitor);
    expect(await guard.solveChallenge(visitor, answer(puzzle))).toEqual({ status: 'limited', message: guardMessages.limited });
  });
});
