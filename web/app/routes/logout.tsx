import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { messages } from '@qanoon/contracts';
import { rooms } from '@qanoon/services';
import { clearCookie, readCookie } from '../auth/cookies.server.ts';
import { cookiesOf, flashNotice, getSessionUser } from '../auth/session.server.ts';

export const loader = () => redirect('/login');

export async function action({ request, context }: ActionFunctionArgs) {
  const { session } = cookiesOf(context);
  const signedIn = await getSessionUser(request, context);
  await context.runtime.identity.logout(await readCookie(session, request));
  // The browser's other tabs hold the same, now revoked, cookie: send them to /login too.
  if (signedIn) {
    context.runtime.realtime.emit(rooms.user(signedIn.user.id), 'message', { email: signedIn.user.email, id: signedIn.user.id });
  }
  const headers = new Headers();
  headers.append('Set-Cookie', await clearCookie(session, request));
  headers.append('Set-Cookie', await flashNotice(request, context, { tone: 'success', text: messages.logoutSuccess }));
  return redirect('/login', { headers });
}
