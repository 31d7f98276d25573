import { receiptUpload } from '@qanoon/contracts';

/** Receipts: a photo or a PDF of the payment, stored under receipts/ (spec §5 Receipt). */
export const receiptRules = {
  field: 'receipt',
  area: 'receipts',
  allowed: receiptUpload.kinds,
  maxBytes: receiptUpload.maxBytes,
} as const;
