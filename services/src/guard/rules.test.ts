import { describe, expect, it } from 'vitest';
import { captcha } from '@qanoon/contracts';
import { gapBounds, guardLimits, hasVerticalVariance, judge, makeChallenge, pieceBox, variance, withinTolerance, type Challenge } from './rules.ts';

const challenge: Challenge = { id: 'c1', gapX: 200, gapY: 50, seed: 7, issuedAt: 1_000_000 };
const wobble = [0, 1, 0, -1, 2];

describe('the captcha rules', () => {
  it('accept a piece 10 px from the gap on either side and refuse 11 px', () => {
    expect(withinTolerance(210, 200)).toBe(true);
    expect(withinTolerance(190, 200)).toBe(true);
    expect(withinTolerance(211, 200)).toBe(false);
    expect(withinTolerance(189, 200)).toBe(false);
  });

  it('measure no variance in a straight line and some in a wobbly one', () => {
    expect(variance([5, 5, 5, 5])).toBe(0);
    expect(variance([])).toBe(0);
    expect(variance([0, 2])).toBe(1);
    expect(hasVerticalVariance([3, 3, 3, 3, 3])).toBe(false);
    expect(hasVerticalVariance([3, 3, 3, 3, 4])).toBe(true);
  });

  it('take a path too short to wobble for a bot', () => {
    expect(hasVerticalVariance([0, 1])).toBe(false);
  });

  it('call a straight drag a bot even when it lands on the gap', () => {
    expect(judge(challenge, { challengeId: 'c1', x: 200, input: 'pointer', ys: [0, 0, 0, 0] }, 1_005_000)).toBe('bot');
  });

  it('solve a wobbly drag within tolerance and miss one just outside', () => {
    expect(judge(challenge, { challengeId: 'c1', x: 210, input: 'pointer', ys: wobble }, 1_005_000)).toBe('solved');
    expect(judge(challenge, { challengeId: 'c1', x: 211, input: 'pointer', ys: wobble }, 1_005_000)).toBe('missed');
  });

  it('accept a keyboard answer only after the minimum solving time', () => {
    const keyboard = { challengeId: 'c1', x: 200, input: 'keyboard' as const, ys: [] };
    expect(judge(challenge, keyboard, challenge.issuedAt + guardLimits.keyboardMinSolveMs - 1)).toBe('bot');
    expect(judge(challenge, keyboard, challenge.issuedAt + guardLimits.keyboardMinSolveMs)).toBe('solved');
    expect(judge(challenge, { ...keyboard, x: 180 }, challenge.issuedAt + 5_000)).toBe('missed');
  });

  it('place the gap inside the picture, right of the piece’s start, for any random draw', () => {
    for (const draw of [0, 0.25, 0.5, 0.999999]) {
      const made = makeChallenge(() => draw, 'id', 0);
      expect(made.gapX).toBeGreaterThanOrEqual(pieceBox + 10);
      expect(made.gapX + pieceBox).toBeLessThanOrEqual(captcha.width - 10);
      expect(made.gapY).toBeGreaterThanOrEqual(10);
      expect(made.gapY + pieceBox).toBeLessThanOrEqual(captcha.height - 10);
      expect(made.seed).toBeGreaterThanOrEqual(1);
    }
    expect(makeChallenge(() => 0, 'id', 0)).toMatchObject({ gapX: gapBounds.x.min, gapY: gapBounds.y.min });
    expect(makeChallenge(() => 0.999999, 'id', 0)).toMatchObject({ gapX: gapBounds.x.max, gapY: gapBounds.y.max });
  });
});
