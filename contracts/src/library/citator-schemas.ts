import { z } from 'zod';
import { citatorLimits, citatorMessages } from './citator.ts';

/** A citation as a citator address or lookup takes it: trimmed, not empty, not too long. */
export const citationInput = z
  .string({ message: citatorMessages.badCitation })
  .trim()
  .min(1, citatorMessages.badCitation)
  .max(citatorLimits.maxCitation, citatorMessages.badCitation)
  .refine((text) => !text.includes('\u0000'), citatorMessages.badCitation);

/** The body "Check my citations" takes, from its page and its JSON endpoint. */
export const checkCitationsInput = z.object({
  text: z
    .string({ message: citatorMessages.emptyText })
    .refine((text) => text.trim().length > 0, citatorMessages.emptyText)
    .refine((text) => text.length <= citatorLimits.maxCheckText, citatorMessages.textTooLong),
});
