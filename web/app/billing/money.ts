const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A fee as packages show it: `Rs. 1,500/-` (docs/product-rules.md#payments). */
export const rupees = (amount: number) => `Rs. ${grouped.format(amount)}/-`;

/** The payment summary's total, shown with a $ sign (docs/product-rules.md#payments). */
export const summaryTotal = (amount: number) => `$${grouped.format(amount)}`;

export const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
