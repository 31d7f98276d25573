/**
 * What the captcha says. The rules (docs/product-rules.md#clicks-and-captcha) want a straight-line (bot) drag retried with 'please try again'
 * in another language: Urdu, the country's national language.
 */
export const guardMessages = {
  botRetry: 'براہ کرم دوبارہ کوشش کریں',
  missed: 'The piece did not fit the gap. Try again.',
  expired: 'That puzzle has expired. Here is a new one.',
} as const;
