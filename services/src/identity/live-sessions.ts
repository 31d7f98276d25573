import { rooms, type RealtimeEmitter } from '@qanoon/infra';

/**
 * A user's sessions just ended (logged out elsewhere, deleted, a new password): their open pages
 * get the forced-logout message (docs/product-rules.md#accounts), then every socket of theirs is closed, so no later notice
 * of theirs reaches a browser that is no longer signed in.
 */
export function endLiveSessions(realtime: RealtimeEmitter, user: { id: string; email: string }): void {
  realtime.emit(rooms.user(user.id), 'message', { email: user.email, id: user.id });
  realtime.disconnect(rooms.user(user.id));
}
