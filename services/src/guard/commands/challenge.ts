import { captcha, limitMessages } from '@qanoon/contracts';
import { paintPuzzle, type PuzzleDrawing } from '@qanoon/infra';
import { z } from 'zod';
import { assertVisitorId, guardKeys, type GuardDeps } from '../deps.ts';
import { guardMessages } from '../messages.ts';
import { guardLimits, judge, makeChallenge, pieceBox, type Challenge } from '../rules.ts';
import { clearClicks } from './clicks.ts';

/**
 * What the page gets of a puzzle: the picture with its gap and the piece, drawn on the server as
 * PNG data URLs, the line the piece slides along and the sizes. Never where the gap is: that
 * stays in the store until the answer is judged.
 */
export interface Puzzle extends Pick<PuzzleDrawing, 'gapY' | 'width' | 'height' | 'pieceSize' | 'pieceRadius' | 'pieceBox'> {
  id: string;
  /** The picture with the gap darkened in it. */
  background: string;
  /** The piece cut from the picture at the gap, to slide along its line (`gapY`; its left edge is the secret). */
  piece: string;
}

export type SolveOutcome =
  | { status: 'solved' }
  | { status: 'bot' | 'missed' | 'expired' | 'limited'; message: string };

/** Images are drawn at twice their size on the page, sharp on dense screens. */
const pictureScale = 2;
const pngDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** Hand a visitor a new puzzle; it replaces any earlier one, so only the newest can be answered. */
export async function newChallenge(deps: GuardDeps, visitorId: string): Promise<Puzzle> {
  assertVisitorId(visitorId);
  const challenge = makeChallenge(deps.random, deps.newId(), deps.now());
  await deps.kv.set(guardKeys(deps.keyPrefix).challenge(visitorId), JSON.stringify(challenge), deps.challengeTtlSeconds ?? guardLimits.challengeTtlSeconds);
  const sizes = { width: captcha.width, height: captcha.height, pieceSize: captcha.pieceSize, pieceRadius: captcha.pieceRadius, pieceBox };
  const drawn = paintPuzzle({ ...sizes, seed: challenge.seed, gapX: challenge.gapX, gapY: challenge.gapY, scale: pictureScale });
  return { id: challenge.id, background: pngDataUrl(drawn.background), piece: pngDataUrl(drawn.piece), gapY: challenge.gapY, ...sizes };
}

const coordinate = z
  .string()
  .trim()
  .regex(/^-?\d{1,5}(\.\d{1,3})?$/)
  .transform(Number);

/** A submitted answer, as the page's form sends it. */
const answerSchema = z.object({
  challengeId: z.string().trim().min(1).max(100),
  x: coordinate.pipe(z.number().min(0).max(captcha.width)),
  input: z.enum(['pointer', 'keyboard']),
  ys: z
    .string()
    .max(guardLimits.maxPathSamples * 10)
    .default('')
    .transform((text) => (text.trim() === '' ? [] : text.split(',')))
    .pipe(z.array(coordinate).max(guardLimits.maxPathSamples)),
});

const storedChallenge = z.object({
  id: z.string(),
  gapX: z.number(),
  gapY: z.number(),
  seed: z.number(),
  issuedAt: z.number(),
}) satisfies z.ZodType<Challenge>;

function readChallenge(stored: string | null): Challenge | null {
  if (stored === null) return null;
  try {
    const parsed = storedChallenge.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Check a visitor's answer. Each puzzle is answered once, right or wrong (it is taken out of the
 * store first), and a visitor has a few answers a minute, so guessing the gap does not pay.
 * A solved puzzle clears the click count.
 */
export async function solveChallenge(deps: GuardDeps, visitorId: string, input: unknown, address?: string | null): Promise<SolveOutcome> {
  assertVisitorId(visitorId);
  const keys = guardKeys(deps.keyPrefix);
  const wait = await deps.answers.waitFor(visitorId);
  if (wait > 0) return { status: 'limited', message: limitMessages.tooManyTries(wait, new Date(deps.now())) };
  await deps.answers.count(visitorId);

  const challenge = readChallenge(await deps.kv.take(keys.challenge(visitorId)));
  const answer = answerSchema.safeParse(input);
  if (!challenge || (answer.success && answer.data.challengeId !== challenge.id)) {
    return { status: 'expired', message: guardMessages.expired };
  }
  if (!answer.success) return { status: 'missed', message: guardMessages.missed };

  const verdict = judge(challenge, answer.data, deps.now());
  switch (verdict) {
    case 'solved':
      await clearClicks(deps, visitorId, address);
      return { status: 'solved' };
    case 'bot':
      return { status: 'bot', message: guardMessages.botRetry };
    case 'missed':
      return { status: 'missed', message: guardMessages.missed };
    default: {
      const unknown: never = verdict;
      throw new Error(`Unknown verdict ${String(unknown)}`);
    }
  }
}
