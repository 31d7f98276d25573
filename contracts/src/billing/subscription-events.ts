import { z } from 'zod';
import { eventReader, type EventsOf } from '../event-reader.ts';
import { accountTypes } from './payments.ts';

/** A moment in an event: ISO 8601 in UTC, as Date.toISOString() writes it. */
const moment = z.iso.datetime();

/** A package's terms when the payment was made: later edits of the package do not change it. */
export const packageTermsSchema = z.object({
  durationDays: z.number().int().positive(),
  fee: z.number().nonnegative(),
  registration: z.number().nonnegative(),
  total: z.number().nonnegative(),
});
export type PackageTerms = z.output<typeof packageTermsSchema>;

const common = { version: z.literal(1), userId: z.uuid(), paymentId: z.uuid(), at: moment };
const payment = { email: z.string().min(1), package: z.string().min(1), terms: packageTermsSchema };

/**
 * The events of a user's Subscription stream (ADR 0014), each with its schema. `package` is the
 * package's name lowercased (docs/product-rules.md#packages). A new version of an event gets a new schema here and an
 * upcast in {@link readSubscriptionEvent}; stored events are never rewritten.
 */
export const subscriptionEventSchemas = {
  /** The free trial began: paid at once until expireAt. */
  TrialStarted: z.object({ ...common, ...payment, expireAt: moment }),
  /**
   * A receipt for a paid package awaits an admin's verification. `channel` is the payment
   * account the user says they paid into; receipts recorded before it was asked have none.
   */
  ReceiptSubmitted: z.object({ ...common, ...payment, receiptKey: z.string().min(1), channel: z.enum(accountTypes).optional() }),
  /** An admin verified the pending payment: paid until expireAt. */
  PaymentVerified: z.object({ ...common, expireAt: moment }),
  /** The paid package ended (its time ran out, or an admin ended it). */
  PaymentExpired: z.object(common),
  /** An admin moved a paid package's expireAt. */
  PaymentAmended: z.object({ ...common, expireAt: moment }),
  /** An admin deleted the payment; the user has none until they choose a package again. */
  PaymentDeleted: z.object(common),
} as const;

export type SubscriptionEventType = keyof typeof subscriptionEventSchemas;
export type SubscriptionEventData<T extends SubscriptionEventType> = z.output<(typeof subscriptionEventSchemas)[T]>;
export type SubscriptionEvent = EventsOf<typeof subscriptionEventSchemas>;

export const subscriptionEventTypes = Object.keys(subscriptionEventSchemas) as SubscriptionEventType[];

/**
 * A stored event as a Subscription event, upcast to the current version; null when it is another
 * stream's event. Throws when the data fits no known version: a stored event is never guessed at.
 */
export const readSubscriptionEvent = eventReader(subscriptionEventSchemas);

/** The name of the projection that keeps the `payments` read model; commands wait on its checkpoint. */
export const paymentsProjectionName = 'payments';
