import { z } from 'zod';
import { alertLimits, alertMessages, isAlertRhythm, type AlertRhythm } from './alerts.ts';

// The checks of a saved search's name and rhythm, apart from the texts the screens show (ADR 0040).
const nameSchema = z
  .string(alertMessages.nameRequired)
  .transform((text) => text.trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(1, alertMessages.nameRequired).max(alertLimits.name, alertMessages.nameTooLong));

const settingsSchema = z.object({
  name: nameSchema,
  rhythm: z.custom<AlertRhythm>(isAlertRhythm, alertMessages.rhythmInvalid),
});

/** A saved search's name and rhythm from a form, or the message saying what is wrong. */
export function parseAlertSettings(input: unknown): { ok: true; name: string; rhythm: AlertRhythm } | { ok: false; message: string } {
  const parsed = settingsSchema.safeParse(typeof input === 'object' && input !== null ? input : {});
  if (parsed.success) return { ok: true, ...parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? alertMessages.nameRequired };
}
