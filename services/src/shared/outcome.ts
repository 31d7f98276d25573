/** The acting user, taken from the session by the caller: never from a request body. */
export interface Actor {
  userId: string;
}

export type Failure = { ok: false; message: string; field?: string | undefined };
export type Success<T extends object = object> = { ok: true; message: string } & T;
/** What a command answers: the spec's message either way, and data on success. */
export type Outcome<T extends object = object> = Success<T> | Failure;

export const failure = (message: string, field?: string): Failure => ({ ok: false, message, field });

/** The actor may not do this at all (an admin command from a non-admin); the web answers 403. */
export class ForbiddenError extends Error {
  override readonly name = 'ForbiddenError';
  // The web's server build bundles its own copy of this module: recognise the error by name.
  static override [Symbol.hasInstance] = (value: unknown) => value instanceof Error && value.name === 'ForbiddenError';
}
