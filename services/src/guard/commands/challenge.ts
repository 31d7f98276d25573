import { captcha } from '@qanoon/contracts';
import { z } from 'zod';
import { assertVisitorId, guardKeys, type GuardDeps } from '../deps.ts';
import { guardMessages } from '../messages.ts';
import { guardLimits, judge, makeChallenge, pieceBox, type Challenge } from '../rules.ts';
import { clearClicks } from './clicks.ts';

/** What the page needs to draw a puzzle: the gap, the picture's seed and the sizes. */
export interface Puzzle {
  id: string;
  gapX: number;
  gapY: number;
  seed: number;
  width: number;
  height: number;
  pieceSize: number;
  pieceRadius: number;
  /** The side of the square box the piece (with its bumps) is drawn in. */
  pieceBox: number;
}

export type SolveOutcome =
  | { status: 'solved' }
  | { status: 'bot' | 'missed' | 'expired' | 'limited'; message: string };

/** Hand a visitor a new puzzle; it replaces any earlier one, so only the newest can be answered. */
export async function newChallenge(deps: GuardDeps, visitorId: string): Promise<Puzzle> {
  assertVisitorId(visitorId);
  const challenge = makeChallenge(deps.random, deps.newId(), deps.now());
  await deps.kv.set(guardKeys(deps.keyPrefix).challenge(visitorId), JSON.stringify(challenge), deps.challengeTtlSeconds ?? guardLimits.challengeTtlSeconds);
  const { id, gapX, gapY, seed } = challenge;
  return { id, gapX, gapY, seed, width: captcha.width, height: captcha.height, pieceSize: captcha.pieceSize, pieceRadius: captcha.pieceRadius, pieceBox };
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
  const attempts = await deps.kv.increment(keys.attempts(visitorId), 60);
  if (attempts > guardLimits.attemptsPerMinute) return { status: 'limited', message: guardMessages.limited };

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
