import { z } from 'zod';
import type { ActionMessage } from '../ui/form-alert.tsx';

/**
 * What the Users screen posts besides the user's fields (which identity parses): the intent and
 * the user it is about. The acting admin always comes from the session.
 */
export const userActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('update'), userId: z.string() }),
  z.object({ intent: z.literal('delete'), userId: z.string() }),
]);

export type UserIntent = z.infer<typeof userActionSchema>['intent'];

export interface UserAnswer extends ActionMessage {
  intent: UserIntent | null;
  userId: string | null;
}
