import { expect, test } from 'vitest';
import { screenshot, useAppInBrowser } from './harness.ts';

const session = useAppInBrowser();

test('an unknown URL shows the not-found page with status 404', async () => {
  const raw = await fetch(`${session.app.url}/no/such/page`);
  expect(raw.status).toBe(404);
  expect(await raw.text()).toContain('Page not found');

  const { page, problems } = session.browser;
  const response = await page.goto(`${session.app.url}/no/such/page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' }).isVisible()).resolves.toBe(true);
  await expect(page.getByText('/no/such/page').isVisible()).resolves.toBe(true);
  await expect(page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).resolves.toBe('/');
  await expect(page.locator('nav#side-menu').isVisible()).resolves.toBe(true);
  await page.locator('[data-realtime="connected"]').waitFor();
  await screenshot(page, 'not-found');
  // The document itself answering 404 is what the browser reports; nothing else may fail.
  expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);

  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await page.getByRole('heading', { name: 'Welcome to Qanoon' }).waitFor();
});

test('/healthz answers 200 while the process is up', async () => {
  const response = await fetch(`${session.app.url}/healthz`);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});

test('/readyz answers 200 when PostgreSQL and Redis answer', async () => {
  const response = await fetch(`${session.app.url}/readyz`);
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ready', postgres: true, redis: true });
});

test('built assets are served with a long immutable cache', async () => {
  const html = await (await fetch(`${session.app.url}/`)).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  expect(asset).toBeDefined();
  const response = await fetch(`${session.app.url}${asset}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toContain('immutable');
});

test("what only a client gets wrong is answered 4xx and kept out of the server's log", async () => {
  const { url } = session.app;
  const before = session.app.logs().length;
  const asked = [
    await fetch(`${url}/search`, { method: 'OPTIONS' }),
    await fetch(`${url}/api/docs`, { method: 'POST', headers: { origin: url }, body: new URLSearchParams({ a: 'b' }) }),
    await fetch(`${url}/dashboard/users.csv`, { method: 'PUT', headers: { origin: url } }),
    await fetch(`${url}/no/such/page`),
  ];
  expect(asked.map((response) => response.status)).toEqual([405, 405, 405, 404]);
  // The server writes its log as it answers; give a late line the time to arrive.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const logged = session.app.logs().slice(before);
  for (const fault of ['Invalid request method', 'did not provide an `action`', 'No route matches', 'Error']) {
    expect(logged).not.toContain(fault);
  }
});
