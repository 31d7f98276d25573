import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { chooseLanguageSchema, parseForm } from '@qanoon/contracts';
import { formFields, localPath } from '../auth/form-data.server.ts';
import { cookiesOf, getSessionUser } from '../auth/session.server.ts';
import { secureFor } from '../auth/cookies.server.ts';

export const loader = () => redirect('/');

/**
 * The language switch: anyone may choose, signed in or not. The browser keeps the choice in a
 * cookie; a signed-in user's account keeps it too, so every device they sign in on follows.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const fields = await formFields(request);
  const form = parseForm(chooseLanguageSchema, fields);
  // The page's error boundary shows the refusal's text (a 4xx body is the reason).
  if (!form.ok) throw new Response(form.message, { status: 400 });
  const session = await getSessionUser(request, context);
  if (session) await context.services.identity.chooseLanguage({ userId: session.user.id }, form.data);
  const cookie = await cookiesOf(context).language.serialize(form.data.language, secureFor(request));
  return redirect(localPath(fields.redirectTo) ?? '/', { headers: { 'Set-Cookie': cookie } });
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
