-- Up Migration
-- Packages and payment accounts are plain tables (ADR 0014); payments keep a snapshot of a
-- package's terms, so editing or deleting a package never changes a payment made under it.
CREATE TABLE packages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (name <> ''),
  duration_days integer NOT NULL CHECK (duration_days > 0),
  fee numeric(12, 2) NOT NULL CHECK (fee >= 0),
  registration numeric(12, 2) NOT NULL CHECK (registration >= 0),
  total numeric(12, 2) NOT NULL CHECK (total >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One package per name however it is capitalised: the free trial is the package named free.
CREATE UNIQUE INDEX packages_name_key ON packages (lower(name));

-- One account per kind, shown to users who pay (docs/product-rules.md#payments).
CREATE TABLE payment_accounts (
  account_type text PRIMARY KEY CHECK (account_type IN ('jazzcash', 'easypaisa', 'bank')),
  user_name text NOT NULL CHECK (user_name <> ''),
  account_name text NOT NULL CHECK (account_name <> ''),
  account_number text NOT NULL CHECK (account_number <> ''),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The spec empties expireAt when a package expires; when it expired is kept here.
ALTER TABLE payments ADD COLUMN expired_at timestamptz;
-- The admin's Payments screen: by status, newest first.
CREATE INDEX payments_by_status ON payments (is_paid, submitted_at DESC);

-- Down Migration
DROP INDEX payments_by_status;
ALTER TABLE payments DROP COLUMN expired_at;
DROP TABLE payment_accounts;
DROP TABLE packages;
