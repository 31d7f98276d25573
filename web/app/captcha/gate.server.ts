import { localPath } from '../auth/form-data.server.ts';

const captchaPath = '/captcha';

/**
 * Marks a request the click counter sent to the captcha route only so that Remix itself answers
 * it with a redirect: a single-fetch `.data` request cannot be answered with a plain 302, as the
 * browser's fetch would follow it and expect turbo-stream data (see click-gate.server.ts).
 */
export const gateParam = 'gate';

/** A local path to return to after the captcha; never the captcha itself, never another site. */
export function returnPath(value: string | null | undefined): string | null {
  const path = localPath(value);
  if (!path) return null;
  const pathname = path.split(/[?#]/)[0] ?? path;
  return pathname === captchaPath || pathname.startsWith(`${captchaPath}.`) || pathname.startsWith(`${captchaPath}/`) ? null : path;
}

/** The captcha page, coming back to `redirectTo` once solved. */
export function captchaUrl(redirectTo: string | null): string {
  const back = returnPath(redirectTo);
  return back && back !== '/' ? `${captchaPath}?redirectTo=${encodeURIComponent(back)}` : captchaPath;
}

/** The captcha route's data URL that answers a gated `.data` request with a single-fetch redirect. */
export function gateDataUrl(redirectTo: string): string {
  const params = new URLSearchParams({ [gateParam]: 'clicks', redirectTo, _routes: 'routes/captcha' });
  return `${captchaPath}.data?${params.toString()}`;
}
