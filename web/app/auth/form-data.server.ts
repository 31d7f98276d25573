/** A urlencoded or multipart form's text fields as a plain object (files are left out). */
export async function formFields(request: Request): Promise<Record<string, string>> {
  const form = await request.formData();
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') fields[name] = value;
  return fields;
}

const probeOrigin = 'http://qanoon.invalid';
// Browsers drop tabs and newlines from addresses, so `/\t/host` becomes `//host`; any control
// character (or a NUL the database refuses) makes the value no path of ours.
const hasControlCharacter = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/**
 * A path on this site to return to; anything else (another origin, `//host`, `/\t/host`, a
 * control character) becomes null. The path is checked the way a browser would resolve it.
 */
export function localPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || hasControlCharacter(value)) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    return new URL(value, probeOrigin).origin === probeOrigin ? value : null;
  } catch {
    return null;
  }
}
