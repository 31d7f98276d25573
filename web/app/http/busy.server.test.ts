import { limitMessages } from '@qanoon/contracts';
import { DatabaseBusyError, type Services } from '@qanoon/services';
import { describe, expect, it } from 'vitest';
import { servicesAnsweringBusy } from './busy.server.ts';

describe('a database too busy to answer', () => {
  it('is answered 503 with a wait and a message, while other failures and answers pass unchanged', async () => {
    const identity = {
      busy: () => Promise.reject(new DatabaseBusyError()),
      broken: () => Promise.reject(new Error('something else')),
      fine: () => Promise.resolve('answer'),
    };
    const { identity: wrapped } = servicesAnsweringBusy({ identity } as unknown as Services) as unknown as { identity: typeof identity };
    const refusal: unknown = await wrapped.busy().catch((thrown: unknown) => thrown);
    expect(refusal).toBeInstanceOf(Response);
    const response = refusal as Response;
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('5');
    expect(await response.json()).toEqual({ error: 'busy', message: limitMessages.serverBusy });
    await expect(wrapped.broken()).rejects.toThrow('something else');
    expect(await wrapped.fine()).toBe('answer');
  });
});
