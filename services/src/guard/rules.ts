import { captcha } from '@qanoon/contracts';

/** Our limits around the spec's captcha (the spec's own numbers are `captcha` in contracts). */
export const guardLimits = {
  /** A visitor's click count lives this long after its first click. */
  clickWindowSeconds: 24 * 60 * 60,
  /** A puzzle must be answered within this time, once. */
  challengeTtlSeconds: 120,
  /** The fewest pointer positions a drag sends; fewer cannot show a hand's wobble. */
  minPathSamples: 3,
  /** The most pointer positions kept from one drag. */
  maxPathSamples: 500,
  /**
   * A keyboard cannot wobble, so a keyboard answer must instead come at least this long after
   * the puzzle was handed out, as measured by the server (docs: the guard ADR).
   */
  keyboardMinSolveMs: 1_500,
} as const;

/**
 * The jigsaw piece's square box: the 42 px square, the two r-sized bumps (top and right) and a
 * little room for the outline. The gap and the piece are both drawn in a box of this size.
 */
export const pieceBox = captcha.pieceSize + 2 * captcha.pieceRadius + 3;

/** Space kept between the gap and the picture's edges. */
const edgeMargin = 10;

/** A puzzle as the server keeps it: where the gap is, and the seed of the picture. */
export interface Challenge {
  id: string;
  /** Left edge of the gap's box, in picture pixels; the slider starts the piece at 0. */
  gapX: number;
  /** Top edge of the gap's box; the piece slides along this line. */
  gapY: number;
  /** Seed of the generated background picture. */
  seed: number;
  /** Milliseconds since the epoch when it was handed out. */
  issuedAt: number;
}

/** A number in [0, 1), like Math.random; injected so tests can choose the puzzle. */
export type RandomSource = () => number;

const between = (random: RandomSource, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

/** Where a gap may be: far enough right that the piece must travel, never off the picture. */
export const gapBounds = {
  x: { min: pieceBox + edgeMargin, max: captcha.width - pieceBox - edgeMargin },
  y: { min: edgeMargin, max: captcha.height - pieceBox - edgeMargin },
} as const;

export function makeChallenge(random: RandomSource, id: string, issuedAt: number): Challenge {
  return {
    id,
    gapX: between(random, gapBounds.x.min, gapBounds.x.max),
    gapY: between(random, gapBounds.y.min, gapBounds.y.max),
    seed: between(random, 1, 2 ** 31 - 1),
    issuedAt,
  };
}

/** docs/product-rules.md#clicks-and-captcha: the piece must land within 10 px of the gap. */
export const withinTolerance = (x: number, gapX: number, tolerancePx: number = captcha.tolerancePx) =>
  Math.abs(x - gapX) <= tolerancePx;

/** The population variance of some numbers; 0 for fewer than two. */
export function variance(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  return values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length;
}

/** docs/product-rules.md#clicks-and-captcha: a hand never drags in a perfectly straight line; a path with no vertical variance is a bot's. */
export const hasVerticalVariance = (ys: readonly number[]) => ys.length >= guardLimits.minPathSamples && variance(ys) > 0;

/** How an answer was given: dragged with a pointer, or moved with the arrow keys. */
export type AnswerInput = 'pointer' | 'keyboard';

export interface Answer {
  challengeId: string;
  /** Where the piece's box was let go, in picture pixels. */
  x: number;
  input: AnswerInput;
  /** Vertical pointer positions sampled along the drag (pointer answers only). */
  ys: number[];
}

export type Verdict = 'solved' | 'bot' | 'missed';

/**
 * Judge an answer to its own challenge. The bot check comes first, so a bot learns nothing about
 * the gap from a straight drag; a keyboard answer trades the wobble for a minimum solving time.
 */
export function judge(challenge: Challenge, answer: Answer, answeredAt: number): Verdict {
  const human =
    answer.input === 'pointer'
      ? hasVerticalVariance(answer.ys)
      : answeredAt - challenge.issuedAt >= guardLimits.keyboardMinSolveMs;
  if (!human) return 'bot';
  return withinTolerance(answer.x, challenge.gapX) ? 'solved' : 'missed';
}
