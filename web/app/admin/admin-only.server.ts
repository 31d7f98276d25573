import { ForbiddenError } from '@qanoon/services';

/**
 * A service's answer, with its refusal of a non-admin as 403. The route's requireAdmin has
 * already sent non-admins away; this covers an admin whose rights were taken mid-session.
 */
export async function adminOnly<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ForbiddenError) throw new Response('Forbidden', { status: 403 });
    throw error;
  }
}
