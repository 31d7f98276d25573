// Pakistani mobile numbers only: codes are delivered by SMS, so a landline could never verify.
const pakistaniMobile = /^(?:\+92|0092|92|0)(3\d{9})$/;

/**
 * A Pakistani mobile number in E.164 form (`+923001234567`), or null when the text is not one.
 * Accepts the usual ways of writing it: `0300-1234567`, `03001234567`, `+92 300 1234567`,
 * `923001234567`, `0092 300 1234567`; spaces, dashes, dots and brackets are ignored.
 */
export function normalizePakistaniPhone(text: string): string | null {
  const compact = text.trim().replace(/[\s\-.()]/g, '');
  const match = pakistaniMobile.exec(compact);
  return match ? `+92${match[1]}` : null;
}

/** The digits a contact search should look for: `0300 12` → `92300 12` without separators. */
export function phoneSearchDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits.startsWith('0092')) return digits.slice(2);
  if (digits.startsWith('0')) return `92${digits.slice(1)}`;
  return digits;
}

/** A stored mobile (`+923001234567`) the way people write it: `0300-1234567`; anything else as it is. */
export function localPhone(e164: string): string {
  const match = /^\+92(3\d{2})(\d{7})$/.exec(e164);
  return match ? `0${match[1]}-${match[2]}` : e164;
}
