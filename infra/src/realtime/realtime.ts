/** Rooms that realtime notices are sent to. */
export const rooms = {
  user: (userId: string) => `user:${userId}`,
  admins: 'admins',
  everyone: 'everyone',
} as const;

/** Sends a notice to the browsers in a room, from any process (web, worker, projector). */
export interface RealtimeEmitter {
  emit(room: string, event: string, payload: unknown): void;
  /**
   * Close every socket in the room, on every web process: for sessions that just ended. Sent
   * after the session-revoked notice, through the same Redis connection, so the notice arrives first.
   */
  disconnect(room: string): void;
  close(): Promise<void>;
}
