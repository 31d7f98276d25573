import { messages, parseForm, paymentAmendSchema } from '@qanoon/contracts';
import { assertAdmin } from '../../shared/access.ts';
import { failure, type Actor, type Outcome } from '../../shared/outcome.ts';
import { now, type BillingDeps, type Committed } from '../deps.ts';
import { handleSubscription } from '../subscription/handle.ts';
import type { SubscriptionCommand } from '../subscription/subscription.ts';
import { isId } from '../../shared/ids.ts';

/** Run an admin's command on one user's subscription; a malformed user id finds no payment. */
async function onSubscription(
  deps: BillingDeps,
  actor: Actor,
  userId: string,
  command: (at: Date) => SubscriptionCommand,
  message: string,
): Promise<Outcome<Committed>> {
  await assertAdmin(deps.users, actor);
  if (!isId(userId)) return failure(messages.paymentNotFound);
  const handled = await handleSubscription(deps, userId, actor, async () => command(now(deps)));
  return handled.ok ? { ok: true, message, position: handled.position } : handled;
}

/** Payments screen: a pending payment becomes paid for its package's days from now. */
export const verifyPayment = (deps: BillingDeps, actor: Actor, userId: string) =>
  onSubscription(deps, actor, userId, (at) => ({ type: 'VerifyPayment', data: { at } }), messages.paymentVerified);

/** Payments screen: a paid package ends now. */
export const expirePayment = (deps: BillingDeps, actor: Actor, userId: string) =>
  onSubscription(deps, actor, userId, (at) => ({ type: 'ExpirePayment', data: { at } }), messages.packageExpired);

/** Payments screen: the payment goes; the user chooses a package again. */
export const deletePayment = (deps: BillingDeps, actor: Actor, userId: string) =>
  onSubscription(deps, actor, userId, (at) => ({ type: 'DeletePayment', data: { at } }), messages.paymentDeleted);

/**
 * Payments screen edit: a new expireAt and/or isPaid. Nothing happens when every field is empty
 * (docs/product-rules.md#accounts); an expired payment has no edit (docs/product-rules.md#packages).
 */
export async function amendPayment(
  deps: BillingDeps,
  actor: Actor,
  userId: string,
  input: unknown,
): Promise<Outcome<Committed & { changed: boolean }>> {
  await assertAdmin(deps.users, actor);
  const form = parseForm(paymentAmendSchema, input);
  if (!form.ok) return failure(form.message, form.field);
  if (Object.keys(form.data).length === 0) return { ok: true, message: messages.nothingToUpdate, changed: false, position: null };
  const amended = await onSubscription(
    deps,
    actor,
    userId,
    (at) => ({ type: 'AmendPayment', data: { at, ...form.data } }),
    messages.paymentUpdated,
  );
  if (!amended.ok) return amended;
  return amended.position === null
    ? { ok: true, message: messages.nothingToUpdate, changed: false, position: null }
    : { ...amended, changed: true };
}
