import type { Sql } from '@qanoon/infra';

const demoPackages = [
  { name: 'Free', days: 7, fee: 0, registration: 0, total: 0 },
  { name: 'Monthly', days: 30, fee: 1500, registration: 500, total: 2000 },
  { name: 'Yearly', days: 365, fee: 15000, registration: 500, total: 15500 },
];

const demoAccounts = [
  { type: 'jazzcash', userName: 'Qanoon Legal Services', accountName: 'Qanoon', accountNumber: '03001234567' },
  { type: 'easypaisa', userName: 'Qanoon Legal Services', accountName: 'Qanoon', accountNumber: '03451234567' },
];

/**
 * The packages and payment accounts of the demo (a step of `demo.seed`). Running it again
 * changes nothing, and it never overwrites what an admin has set up.
 */
export async function seedDemoBilling(db: Sql): Promise<void> {
  for (const p of demoPackages) {
    await db.query(
      'INSERT INTO packages (name, duration_days, fee, registration, total) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
      [p.name, p.days, p.fee, p.registration, p.total],
    );
  }
  for (const a of demoAccounts) {
    await db.query(
      `INSERT INTO payment_accounts (account_type, user_name, account_name, account_number) VALUES ($1, $2, $3, $4)
       ON CONFLICT (account_type) DO NOTHING`,
      [a.type, a.userName, a.accountName, a.accountNumber],
    );
  }
}
