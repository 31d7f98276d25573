import { z } from 'zod';
import { citatorLimits } from '../library/citator.ts';
import { alertLimits, alertMessages, alertRhythms } from './alerts.ts';
import { searchModes } from './forms.ts';

// The checks of a saved search's forms, apart from the texts the screens show (ADR 0040); each is
// read with parseForm, whose message is the first rule broken.

const nameSchema = z
  .string(alertMessages.nameRequired)
  .transform((text) => text.trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(1, alertMessages.nameRequired).max(alertLimits.name, alertMessages.nameTooLong));

/** A saved search's name and rhythm, as its card changes them. */
export const alertSettingsSchema = z.object({
  name: nameSchema,
  rhythm: z.enum(alertRhythms, alertMessages.rhythmInvalid),
});

/**
 * Saving a tab's search: its name and rhythm, the tab, and the tab's own fields (kept as sent,
 * for the search context to read as the tab's form).
 */
export const saveSearchSchema = z.looseObject({
  ...alertSettingsSchema.shape,
  tab: z.enum(searchModes, alertMessages.incomplete),
});

/**
 * Following a citation, as written (spaces folded); the rhythm is "as it happens" unless one is
 * chosen. Whether it reads as a citation is the citator's to say.
 */
export const followCitationSchema = z.object({
  citation: z
    .string(alertMessages.notACitation)
    .transform((text) => text.trim().replace(/\s+/g, ' '))
    .pipe(z.string().min(1, alertMessages.notACitation).max(citatorLimits.maxCitation, alertMessages.notACitation)),
  rhythm: z.enum(alertRhythms).catch('instant'),
});
