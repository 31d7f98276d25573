import { limitMessages, type ApiError } from '@qanoon/contracts';
import { DatabaseBusyError, type Services } from '@qanoon/services';

/** Seconds a refused client is asked to wait: about as long as a connection takes to come free. */
const retryAfterSeconds = 5;

/**
 * The 503 a request gets when no database connection came free in time. JSON, the API's error
 * shape: an API client reads it as any refusal, and a page's error boundary shows its own text.
 */
export const busyResponse = () =>
  Response.json({ error: 'busy', message: limitMessages.serverBusy } satisfies ApiError, {
    status: 503,
    statusText: 'Service Unavailable',
    headers: { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' },
  });

function answerBusy<T extends object>(facade: T): T {
  return new Proxy(facade, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args);
        if (!(result instanceof Promise)) return result;
        return result.catch((error: unknown) => {
          throw error instanceof DatabaseBusyError ? busyResponse() : error;
        });
      };
    },
  });
}

/**
 * The services as routes see them: a call that found the database too busy throws the 503 answer,
 * so a crowd of requests is told to come back rather than given a server error (ADR 0056).
 */
export const servicesAnsweringBusy = (services: Services): Services =>
  Object.fromEntries(Object.entries(services).map(([name, facade]) => [name, answerBusy(facade as object)])) as unknown as Services;
