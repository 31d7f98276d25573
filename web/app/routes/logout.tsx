import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { messages } from '@qanoon/contracts';
import { clearCookie, readCookie } from '../auth/cookies.server.ts';
import { cookiesOf, flashNotice } from '../auth/session.server.ts';
import { readVisitor } from '../captcha/visitor.server.ts';

export const loader = () => redirect('/login');

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, visitor } = cookiesOf(context);
  // One live session per user: identity closes its sockets (this tab's and the others') with it.
  const loggedOut = await context.services.identity.logout(await readCookie(session, request));
  // docs/product-rules.md#clicks-and-captcha: logging out starts the click count again; only a real logout, or a robot could
  // post here to reset its count.
  const visitorId = await readVisitor(visitor, request);
  if (loggedOut.userId && visitorId) await context.services.guard.clearClicks(visitorId);
  const headers = new Headers();
  headers.append('Set-Cookie', await clearCookie(session, request));
  headers.append('Set-Cookie', await flashNotice(request, context, { tone: 'success', text: messages.logoutSuccess }));
  // The diary kept on this device (its pages, files and waiting list) goes with the session (ADR 0067).
  headers.set('Clear-Site-Data', '"cache", "storage"');
  return redirect('/login', { headers });
}
