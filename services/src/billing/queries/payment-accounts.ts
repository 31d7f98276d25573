import type { AccountType, PaymentAccountView } from '@qanoon/contracts';
import type { Sql } from '@qanoon/infra';

export interface PaymentAccountRow extends Record<string, unknown> {
  account_type: AccountType;
  user_name: string;
  account_name: string;
  account_number: string;
}

export const paymentAccountColumns = 'account_type, user_name, account_name, account_number';

export const toPaymentAccountView = (row: PaymentAccountRow): PaymentAccountView => ({
  accountType: row.account_type,
  userName: row.user_name,
  accountName: row.account_name,
  accountNumber: row.account_number,
});

/** The accounts users pay into, mobile wallets first (packages page, Settings screen). */
export async function listPaymentAccounts(db: Sql): Promise<PaymentAccountView[]> {
  const { rows } = await db.query<PaymentAccountRow>(
    `SELECT ${paymentAccountColumns} FROM payment_accounts
     ORDER BY array_position(ARRAY['jazzcash', 'easypaisa', 'bank'], account_type)`,
  );
  return rows.map(toPaymentAccountView);
}
