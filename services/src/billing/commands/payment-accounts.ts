import { messages, parseForm, paymentAccountSchema, type PaymentAccountView } from '@qanoon/contracts';
import { assertAdmin } from '../../shared/access.ts';
import { failure, type Actor, type Outcome } from '../../shared/outcome.ts';
import type { BillingDeps } from '../deps.ts';
import { paymentAccountColumns, toPaymentAccountView, type PaymentAccountRow } from '../queries/payment-accounts.ts';

const keepWhereEmpty = `
  user_name = coalesce(nullif($2, ''), payment_accounts.user_name),
  account_name = coalesce(nullif($3, ''), payment_accounts.account_name),
  account_number = coalesce(nullif($4, ''), payment_accounts.account_number),
  updated_at = now()`;

/** A complete form adds the account or replaces it. */
const upsert = `INSERT INTO payment_accounts (account_type, user_name, account_name, account_number) VALUES ($1, $2, $3, $4)
  ON CONFLICT (account_type) DO UPDATE SET ${keepWhereEmpty} RETURNING ${paymentAccountColumns}`;
/** A partly filled form only changes an existing account's filled-in fields. */
const update = `UPDATE payment_accounts SET ${keepWhereEmpty} WHERE account_type = $1 RETURNING ${paymentAccountColumns}`;

/**
 * Settings: save the account of one type (one per type). Nothing happens when its three text
 * fields are empty (docs/product-rules.md#payments); an existing account keeps the values of fields left empty, and a
 * new one needs them all.
 */
export async function savePaymentAccount(
  deps: BillingDeps,
  actor: Actor,
  input: unknown,
): Promise<Outcome<{ changed: boolean; account: PaymentAccountView | null }>> {
  await assertAdmin(deps.users, actor);
  const form = parseForm(paymentAccountSchema, input);
  if (!form.ok) return failure(form.message, form.field);
  const { empty, accountType, userName, accountName, accountNumber } = form.data;
  if (empty) return { ok: true, message: messages.nothingToUpdate, changed: false, account: null };
  const complete = userName !== '' && accountName !== '' && accountNumber !== '';
  const { rows } = await deps.db.query<PaymentAccountRow>(complete ? upsert : update, [accountType, userName, accountName, accountNumber]);
  const row = rows[0];
  if (!row) return failure(messages.fillAllFields);
  return { ok: true, message: messages.paymentAccountSaved, changed: true, account: toPaymentAccountView(row) };
}
