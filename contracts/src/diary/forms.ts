import { z } from 'zod';
import { textField } from '../identity/form.ts';
import { hearingOutcomes } from './outcomes.ts';
import { diaryLimits, diaryMessages } from './form-texts.ts';

const longest = (max: number) => z.string().max(max, { error: diaryMessages.tooLong(max) });
const bounded = (max: number) => textField.pipe(longest(max));

/** An optional day: empty is none, anything else must be a real calendar day. */
const optionalDay = textField.pipe(
  z.union([z.literal('').transform(() => null), z.iso.date({ error: diaryMessages.invalidDate })], { error: diaryMessages.invalidDate }),
);
/** An optional time of day, `HH:MM` (seconds, when a browser sends them, are dropped). */
const optionalTime = textField.pipe(
  z.union(
    [
      z.literal('').transform(() => null),
      z.iso.time({ precision: -1, error: diaryMessages.invalidTime }),
      z.iso.time({ precision: 0, error: diaryMessages.invalidTime }).transform((t) => t.slice(0, 5)),
    ],
    { error: diaryMessages.invalidTime },
  ),
);

const clientFields = {
  client_name: bounded(diaryLimits.name),
  client_contact: bounded(diaryLimits.contact),
  client_address: bounded(diaryLimits.address),
  client_city: bounded(diaryLimits.city),
};

/** Nothing required (docs/product-rules.md#diary), but a client is someone: a name or a way to reach them. */
const nameOrContact = (values: { client_name: string; client_contact: string }, ctx: z.RefinementCtx) => {
  if (values.client_name === '' && values.client_contact === '') {
    ctx.addIssue({ code: 'custom', message: diaryMessages.clientNeedsNameOrContact, path: ['client_name'] });
  }
};

/** Add client: nothing required but a name or a contact; an empty Client ID is given one, an empty Client From is today. */
export const addClientSchema = z
  .object({ client_id: bounded(diaryLimits.clientId), ...clientFields, client_from: optionalDay })
  .superRefine(nameOrContact);

/** Update client (docs/product-rules.md#diary): nothing required but a name or a contact, lengths bounded. */
export const updateClientSchema = z.object(clientFields).superRefine(nameOrContact);

const caseDetailFields = {
  case_title: bounded(diaryLimits.title),
  case_number: bounded(diaryLimits.number),
  case_type: bounded(diaryLimits.type),
  case_date: optionalDay,
  case_court: bounded(diaryLimits.court),
  case_city: bounded(diaryLimits.city),
};

const hearingFields = {
  hearing_date: optionalDay,
  hearing_time: optionalTime,
  case_desc: bounded(diaryLimits.text),
  case_notes: bounded(diaryLimits.text),
};

/** The case form (docs/product-rules.md#diary): nothing required, but lengths bounded and dates and times real. */
export const caseFormSchema = z.object({ ...caseDetailFields, ...hearingFields });

/** Edit Case: the case form's details only (its hearings are kept by the hearing form). */
export const caseDetailsSchema = z.object(caseDetailFields);

/** The hearing form: the next hearing, what was written at it, and how the last one went. */
export const hearingFormSchema = z.object({
  ...hearingFields,
  previous_outcome: textField.pipe(
    z.union([z.literal('').transform(() => null), z.enum(hearingOutcomes, { error: diaryMessages.invalidOutcome })], {
      error: diaryMessages.invalidOutcome,
    }),
  ),
});

export type AddClientForm = z.output<typeof addClientSchema>;
export type UpdateClientForm = z.output<typeof updateClientSchema>;
export type CaseForm = z.output<typeof caseFormSchema>;
export type CaseDetailsForm = z.output<typeof caseDetailsSchema>;
export type HearingForm = z.output<typeof hearingFormSchema>;
