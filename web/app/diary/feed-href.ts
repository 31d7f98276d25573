/** The path of a calendar feed: the token is the only key, so the path is the secret. */
export const feedHref = (token: string) => `/calendar/${token}.ics`;

/** The token in a feed path's last segment (`<token>.ics`); null for anything else. */
export function feedTokenOf(file: string | undefined): string | null {
  const match = /^([\w-]+)\.ics$/.exec(file ?? '');
  return match?.[1] ?? null;
}
