/** Rooms that realtime notices are sent to. */
export const rooms = {
  user: (userId: string) => `user:${userId}`,
  admins: 'admins',
  everyone: 'everyone',
} as const;

/** Sends a notice to the browsers in a room, from any process (web, worker, projector). */
export interface RealtimeEmitter {
  emit(room: string, event: string, payload: unknown): void;
  close(): Promise<void>;
}
