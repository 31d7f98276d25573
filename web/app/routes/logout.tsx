import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { messages } from '@qanoon/contracts';
import { rooms } from '@qanoon/services';
import { clearCookie, readCookie } from '../auth/cookies.server.ts';
import { cookiesOf, flashNotice } from '../auth/session.server.ts';
import { readVisitor } from '../captcha/visitor.server.ts';

export const loader = () => redirect('/login');

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, visitor } = cookiesOf(context);
  // Other tabs of this browser hold the same, now revoked, cookie: their next request sends
  // them to /login. (A realtime notice here would also reload this tab and lose its notice.)
  const loggedOut = await context.runtime.identity.logout(await readCookie(session, request));
  // One live session per user: its sockets (this tab's and the others') close with it.
  if (loggedOut.userId) context.runtime.realtime.disconnect(rooms.user(loggedOut.userId));
  // Spec §9: logging out starts the click count again; only a real logout, or a robot could
  // post here to reset its count.
  const visitorId = await readVisitor(visitor, request);
  if (loggedOut.userId && visitorId) await context.runtime.guard.clearClicks(visitorId);
  const headers = new Headers();
  headers.append('Set-Cookie', await clearCookie(session, request));
  headers.append('Set-Cookie', await flashNotice(request, context, { tone: 'success', text: messages.logoutSuccess }));
  return redirect('/login', { headers });
}
