const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A fee as the spec shows it on packages: `Rs. 1,500/-` (§9). */
export const rupees = (amount: number) => `Rs. ${grouped.format(amount)}/-`;

/** The payment summary's total, which the spec shows with a $ sign (§9). */
export const summaryTotal = (amount: number) => `$${grouped.format(amount)}`;

export const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
