-- Up Migration
-- Read model of the Subscription streams (ADR 0014): the Payment record, one per user,
-- written only by the payments projection.
CREATE TABLE payments (
  user_id uuid PRIMARY KEY,
  payment_id uuid NOT NULL UNIQUE,
  email citext NOT NULL,
  -- The package's name, lowercased (docs/product-rules.md#packages), and its terms when the payment was made.
  package text NOT NULL,
  duration_days integer NOT NULL,
  fee numeric(12, 2) NOT NULL,
  registration numeric(12, 2) NOT NULL,
  total numeric(12, 2) NOT NULL,
  receipt text,
  -- The spec's wire values: 'false' pending, 'true' paid, 'expire' expired.
  is_paid text NOT NULL CHECK (is_paid IN ('true', 'false', 'expire')),
  expire_at timestamptz,
  submitted_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX payments_due ON payments (expire_at) WHERE is_paid = 'true';

-- Down Migration
DROP TABLE payments;
