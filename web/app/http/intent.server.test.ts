import { describe, expect, it } from 'vitest';
import { runIntent } from './intent.server.ts';

describe('a form with several buttons', () => {
  const handlers = { verify: async () => 'verified', delete: async () => 'deleted' };

  it('runs the handler its intent names', async () => {
    expect(await runIntent('delete', handlers)).toBe('deleted');
  });

  it('answers 400 to an intent the page does not know, a missing one, or a name every object has', async () => {
    for (const intent of ['approve', undefined, 'toString', '__proto__']) {
      const refused = await runIntent(intent, handlers).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(refused).toBeInstanceOf(Response);
      expect((refused as Response).status).toBe(400);
    }
  });
});
