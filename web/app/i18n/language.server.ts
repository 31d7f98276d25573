import type { AppLoadContext } from '@remix-run/node';
import { defaultLanguage, languageSchema, type Language } from '@qanoon/contracts';
import { readCookie } from '../auth/cookies.server.ts';
import { cookiesOf } from '../auth/session.server.ts';

/** The page's language: a signed-in user's own choice, else this browser's, else English. */
export async function languageOf(request: Request, context: AppLoadContext, user: { language: Language } | null | undefined): Promise<Language> {
  if (user) return user.language;
  const chosen = languageSchema.safeParse(await readCookie(cookiesOf(context).language, request));
  return chosen.success ? chosen.data : defaultLanguage;
}
