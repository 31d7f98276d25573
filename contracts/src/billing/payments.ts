/** The isPaid wire values: 'false' pending, 'true' paid, 'expire' expired (docs/product-rules.md#packages). */
export const isPaidValues = ['true', 'false', 'expire'] as const;
export type IsPaid = (typeof isPaidValues)[number];

/** Which payments the admin's Payments screen lists. */
export const paymentFilters = ['paid', 'pending', 'all'] as const;
export type PaymentFilter = (typeof paymentFilters)[number];

/** What a receipt upload may be, for the web layer's BlobStore.put('receipts', …). */
export const receiptUpload = { kinds: ['png', 'jpeg', 'gif', 'webp', 'pdf'], maxBytes: 5 * 1024 * 1024 } as const;

/** Kinds of payment account shown to users who pay (docs/product-rules.md#payments). */
export const accountTypes = ['jazzcash', 'easypaisa', 'bank'] as const;
export type AccountType = (typeof accountTypes)[number];

/** A payment account as the packages and settings screens show it. */
export interface PaymentAccountView {
  accountType: AccountType;
  userName: string;
  accountName: string;
  accountNumber: string;
}
