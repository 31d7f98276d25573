import { expect, test } from 'vitest';
import { runTsx } from './harness.ts';

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

test('a PORT that is not a number stops the web process with one line naming PORT', async () => {
  const result = await runTsx(['server.ts'], { PORT: 'abc' });
  expect(result.code).not.toBe(0);
  expect(lines(result.stderr)).toHaveLength(1);
  expect(result.stderr).toMatch(/^Invalid configuration: PORT: /);
});

test('a port out of range stops the web process with one line naming PORT', async () => {
  const result = await runTsx(['server.ts'], { PORT: '70000' });
  expect(result.code).not.toBe(0);
  expect(lines(result.stderr)).toEqual(['Invalid configuration: PORT: must be a whole number from 1 to 65535']);
});

test('production without SESSION_SECRET stops the web process with one line naming SESSION_SECRET', async () => {
  const result = await runTsx(['server.ts'], { NODE_ENV: 'production', SESSION_SECRET: undefined });
  expect(result.code).not.toBe(0);
  expect(lines(result.stderr)).toEqual(['Invalid configuration: SESSION_SECRET: is required']);
});

test('a short SESSION_SECRET stops the web process with one line naming SESSION_SECRET', async () => {
  const result = await runTsx(['server.ts'], { NODE_ENV: 'production', SESSION_SECRET: 'too-short' });
  expect(result.code).not.toBe(0);
  expect(lines(result.stderr)).toEqual(['Invalid configuration: SESSION_SECRET: must be at least 32 characters']);
});

test('a TRUST_PROXY that is not a count of proxies stops the web process with one line naming it', async () => {
  const result = await runTsx(['server.ts'], { TRUST_PROXY: 'yes' });
  expect(result.code).not.toBe(0);
  expect(lines(result.stderr)).toEqual(['Invalid configuration: TRUST_PROXY: must be the number of proxies in front of the app, 0 for none']);
});

test('a WEB_PROCESSES that is not a count from 1 to 64 stops the web process with one line naming it', async () => {
  for (const count of ['0', 'two', '65']) {
    const result = await runTsx(['server.ts'], { WEB_PROCESSES: count });
    expect(result.code).not.toBe(0);
    expect(lines(result.stderr)).toEqual(['Invalid configuration: WEB_PROCESSES: must be a whole number from 1 to 64']);
  }
});
