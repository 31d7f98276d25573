import { messages, packageChoiceSchema, parseForm, receiptSubmissionSchema, type PackageView } from '@qanoon/contracts';
import { failure, ForbiddenError, type Actor, type Failure, type Outcome } from '../../shared/outcome.ts';
import { now, type BillingDeps, type Committed } from '../deps.ts';
import { findPackage } from '../queries/packages.ts';
import { handleSubscription } from '../subscription/handle.ts';
import type { SubscriptionCommand } from '../subscription/subscription.ts';
import { newId } from '../../shared/ids.ts';
import { findUser } from '../../shared/user-directory.ts';

interface Chooser {
  email: string;
  newUser: boolean;
}

/** The acting user who chooses a package; administrators need no payment (docs/product-rules.md#roles). */
async function findChooser(deps: BillingDeps, actor: Actor): Promise<Chooser | null> {
  const user = await findUser(deps.users, actor.userId);
  if (user?.isAdmin) throw new ForbiddenError('Administrators need no payment');
  return user ? { email: user.email, newUser: user.newUser } : null;
}

const choice = (actor: Actor, chooser: Chooser, chosen: PackageView, at: Date) => ({
  userId: actor.userId,
  paymentId: newId(),
  email: chooser.email,
  package: chosen.package,
  terms: { durationDays: chosen.duration, fee: chosen.fee, registration: chosen.registration, total: chosen.total },
  at,
});

/** Build a choice's command from fresh reads of the user and the package, or say why not. */
async function choose(
  deps: BillingDeps,
  actor: Actor,
  packageId: string,
  command: (chooser: Chooser, chosen: PackageView) => SubscriptionCommand,
): Promise<SubscriptionCommand | Failure> {
  const chooser = await findChooser(deps, actor);
  if (!chooser) return failure(messages.userNotFound);
  const chosen = await findPackage(deps.db, packageId);
  if (!chosen) return failure(messages.packageNotFound, 'packageId');
  return command(chooser, chosen);
}

/** Accept & Continue on the free package: paid at once, once per user (docs/product-rules.md#packages). */
export async function startTrial(deps: BillingDeps, actor: Actor, input: unknown): Promise<Outcome<Committed>> {
  const form = parseForm(packageChoiceSchema, input);
  if (!form.ok) return failure(form.message, form.field);
  const handled = await handleSubscription(deps, actor.userId, actor, () =>
    choose(deps, actor, form.data.packageId, (chooser, chosen) => ({
      type: 'StartTrial',
      data: { ...choice(actor, chooser, chosen, now(deps)), newUser: chooser.newUser },
    })),
  );
  return handled.ok ? { ok: true, message: messages.trialStarted, position: handled.position } : handled;
}

/**
 * Submit to Verify: a paid package with its receipt, already stored by the web layer under
 * `receipts/`. Pending until an admin verifies it; the admins are emailed.
 */
export async function submitReceipt(deps: BillingDeps, actor: Actor, input: unknown): Promise<Outcome<Committed>> {
  const form = parseForm(receiptSubmissionSchema, input);
  if (!form.ok) return failure(form.message, form.field);
  const { packageId, receiptKey, channel } = form.data;
  let submitted: { email: string; package: string; total: number } | undefined;
  const handled = await handleSubscription(deps, actor.userId, actor, () =>
    choose(deps, actor, packageId, (chooser, chosen) => {
      submitted = { email: chooser.email, package: chosen.package, total: chosen.total };
      return { type: 'SubmitReceipt', data: { ...choice(actor, chooser, chosen, now(deps)), receiptKey, ...(channel ? { channel } : {}) } };
    }),
  );
  if (!handled.ok) return handled;
  if (submitted) await emailAdmins(deps, submitted);
  return { ok: true, message: messages.receiptUploaded, position: handled.position };
}

/**
 * Tell every admin a receipt awaits them (the spec's /otpcode/sendemail). The receipt is
 * recorded either way: a mail server that is down must not undo the user's payment.
 */
async function emailAdmins(deps: BillingDeps, submitted: { email: string; package: string; total: number }): Promise<void> {
  const admins = await deps.users.adminEmails();
  await Promise.allSettled(
    admins.map((to) =>
      deps.notifier.send({
        channel: 'email',
        to,
        subject: 'New payment receipt',
        body: `${submitted.email} submitted a payment receipt for the ${submitted.package} package (Rs. ${submitted.total}/-). Verify it on the Payments screen.`,
      }),
    ),
  );
}
