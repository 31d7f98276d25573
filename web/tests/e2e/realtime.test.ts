import { expect, test } from 'vitest';
import { runTsx, screenshot, useAppInBrowser } from './harness.ts';

const session = useAppInBrowser();

test("the browser's Socket.IO connection is established over websocket", async () => {
  const { page, problems } = session.browser;
  const opened: string[] = [];
  page.on('websocket', (socket) => opened.push(socket.url()));

  await page.goto(session.app.url);
  const dot = page.locator('[data-realtime="connected"][data-transport="websocket"]');
  await dot.waitFor();
  await expect(dot.getAttribute('aria-label')).resolves.toBe('Live updates connected');

  const origin = new URL(session.app.url);
  expect(opened.some((url) => url.startsWith(`ws://${origin.host}/socket.io/`) && url.includes('transport=websocket'))).toBe(
    true,
  );
  expect(problems).toEqual([]);
});

test('a notice emitted from another process reaches the browser', async () => {
  const { page, problems } = session.browser;
  await page.goto(session.app.url);
  await page.locator('[data-realtime="connected"][data-ready="true"]').waitFor();

  const text = `Hearing list updated ${Date.now()}`;
  const emitter = await runTsx(['tests/e2e/emit-notice.ts', text], {});
  expect(emitter.stderr).toBe('');
  expect(emitter.code).toBe(0);

  const toast = page.getByRole('status').filter({ hasText: text });
  await toast.waitFor({ timeout: 10_000 });
  const shownAt = Date.now();
  await screenshot(page, 'realtime-notice');

  // The toast is an Alert that hides itself after 5 seconds.
  await toast.waitFor({ state: 'detached', timeout: 10_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(4_000);
  expect(problems).toEqual([]);
});
