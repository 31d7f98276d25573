import type { LoaderFunctionArgs } from '@remix-run/node';
import { feedTokenOf } from '../diary/feed-href.ts';

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/**
 * A user's private calendar feed (`/calendar/<token>.ics`) for calendar apps, which have no
 * session: the secret token is the key. The owner's package must still be paid, like the diary.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const token = feedTokenOf(params.file);
  const owner = token ? await context.services.diary.feedOwner(token) : null;
  if (!token || !owner) return text('Not found', 404);
  const payment = await context.services.billing.getPaymentStatus(owner);
  if (payment?.isPaid !== 'true') return text("This calendar is paused: the Lawyer's Dairy needs a paid package.", 403);
  const feed = await context.services.diary.calendarFeed(token, new URL(request.url).origin);
  // Reset between the two reads: the token opens nothing any more.
  if (feed === null) return text('Not found', 404);
  return new Response(feed, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="qanoon-hearings.ics"',
      'Cache-Control': 'private, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
