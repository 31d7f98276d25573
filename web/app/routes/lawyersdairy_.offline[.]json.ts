import type { LoaderFunctionArgs } from '@remix-run/node';
import { requirePaidUser } from '../auth/session.server.ts';

/**
 * The signed-in lawyer's whole diary for the device to keep (ADR 0067): clients, cases with
 * their revisions, hearings, notes, file names and the cause list of every hearing to come.
 * Never stored by the browser's HTTP cache: the diary's own store keeps it, and signing out
 * clears that.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requirePaidUser(request, context);
  const snapshot = await context.services.diary.offlineSnapshot({ userId: user.id });
  return Response.json(snapshot, { headers: { 'Cache-Control': 'no-store', Vary: 'Cookie' } });
}
