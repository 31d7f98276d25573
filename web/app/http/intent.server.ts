/**
 * Run the handler a form's `intent` names (forms with several buttons post one); an intent the
 * page does not know is the sender's mistake: 400.
 */
export async function runIntent<T>(intent: string | undefined, handlers: Record<string, () => Promise<T>>): Promise<T> {
  const handler = intent !== undefined && Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
  if (!handler) throw new Response('Unknown action', { status: 400 });
  return handler();
}
