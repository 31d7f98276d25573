import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type { Page } from 'playwright-core';
import { newAccount, signIn, useTestRuntime } from './accounts.ts';
import { launchBrowser, screenshot, startApp, type Browser, type RunningApp } from './harness.ts';
import { testEnv } from './paths.ts';

// A low limit, so a few clicks reach the captcha: the 4th counted request of a visitor is gated.
const clickLimit = 3;
const urduRetry = 'براہ کرم دوبارہ کوشش کریں';

const stores = useTestRuntime();
let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  app = await startApp({ CLICK_LIMIT: String(clickLimit) });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

interface Puzzle {
  id: string;
  gapX: number;
  gapY: number;
  width: number;
  pieceBox: number;
}

const redis = new Redis(testEnv.REDIS_URL);
afterAll(() => redis.quit());

/**
 * Where the gap of a puzzle is, read from the server's store: the page is never told (a person
 * finds it by looking at the picture).
 */
async function gapOf(puzzleId: string): Promise<number> {
  for await (const keys of redis.scanStream({ match: `${testEnv.QUEUE_PREFIX}:guard:challenge:*`, count: 500 }) as AsyncIterable<string[]>) {
    for (const key of keys) {
      const stored = JSON.parse((await redis.get(key)) ?? 'null') as { id: string; gapX: number } | null;
      if (stored?.id === puzzleId) return stored.gapX;
    }
  }
  throw new Error(`The puzzle ${puzzleId} is not in the store`);
}

/** The puzzle the page holds, as its loader sent it, and where its gap is. */
async function currentPuzzle(page: Page): Promise<Puzzle> {
  await page.waitForFunction(() => '__remixRouter' in window);
  const sent = await page.evaluate(() => {
    const router = (window as unknown as { __remixRouter: { state: { loaderData: Record<string, { puzzle: Omit<Puzzle, 'gapX'> }> } } }).__remixRouter;
    const loaded = router.state.loaderData['routes/captcha'];
    if (!loaded) throw new Error('No captcha on this page');
    return loaded.puzzle;
  });
  expect(sent).not.toHaveProperty('gapX');
  return { ...sent, gapX: await gapOf(sent.id) };
}

/** Wait until the slider is at rest with a puzzle other than `previous`, and answer that puzzle. */
async function nextPuzzle(page: Page, previous?: Puzzle): Promise<Puzzle> {
  await page.locator('[data-state="idle"][data-ready="true"]').waitFor();
  await page.waitForFunction(
    (id) => {
      const router = (window as unknown as { __remixRouter: { state: { loaderData: Record<string, { puzzle: { id: string } } | undefined> } } })
        .__remixRouter;
      return router.state.loaderData['routes/captcha']?.puzzle.id !== id;
    },
    previous?.id ?? '',
  );
  return currentPuzzle(page);
}

/** Drag the slider's thumb `distance` px to the right; `wobble` moves the pointer up and down a little on the way. */
async function drag(page: Page, distance: number, options: { wobble: boolean; release?: boolean }): Promise<void> {
  const box = await page.getByTestId('captcha-slider').boundingBox();
  if (!box) throw new Error('The slider is not on the page');
  const startX = box.x + box.width / 2;
  const startY = box.y + box.height / 2;
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  const steps = 24;
  for (let i = 1; i <= steps; i++) {
    const y = options.wobble ? startY + Math.round(Math.sin(i / 2) * 3) : startY;
    await page.mouse.move(startX + (distance * i) / steps, y);
  }
  if (options.release !== false) await page.mouse.up();
}

/** Click a link of the side menu and wait for where it leads. */
async function clickMenu(page: Page, label: 'Home' | 'Dictionary', leadsTo: RegExp): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).click();
  await page.waitForURL(leadsTo);
}

const atHome = (url: string) => new RegExp(`^${url}/$`);
const atLogin = /\/login\?redirectTo=%2Fdictionary$/;

describe('the click counter and the slider captcha', () => {
  it('sends a visitor who clicks past the limit to the captcha, by link, by address and by form', async () => {
    const { page, problems } = browser;
    await page.goto(`${app.url}/`);
    await clickMenu(page, 'Dictionary', atLogin);
    await clickMenu(page, 'Home', atHome(app.url));
    // What a page loads by itself (here images, as the admin's receipt thumbnails) is no click.
    await page.evaluate(() =>
      Promise.all(
        Array.from({ length: 5 }, (_, i) => {
          const image = new Image();
          const loaded = new Promise((resolve) => (image.onload = image.onerror = resolve));
          image.src = `/statutes?thumbnail=${i}`;
          return loaded;
        }),
      ),
    );
    await clickMenu(page, 'Dictionary', atLogin);
    // The 4th counted click is one too many: the server answers the data request with a redirect.
    await clickMenu(page, 'Home', /\/captcha$/);
    await page.locator('[data-state="idle"][data-ready="true"]').waitFor();
    await screenshot(page, 'captcha-idle');

    // Typing an address is a click too, and comes back to that page once solved.
    await page.goto(`${app.url}/statutes?page=2`);
    await page.waitForURL(/\/captcha\?redirectTo=%2Fstatutes%3Fpage%3D2$/);

    // A form submission through Remix is turned back as well.
    await page.locator('[data-state][data-ready="true"]').waitFor();
    await page.evaluate(() => {
      const router = (window as unknown as { __remixRouter: { navigate(to: string, options: object): Promise<void> } }).__remixRouter;
      return router.navigate('/packages', { formMethod: 'post', formData: new FormData() });
    });
    await page.waitForURL(/\/captcha\?redirectTo=%2Fpackages$/);
    await page.locator('[data-state="idle"][data-ready="true"]').waitFor();
    expect(problems).toEqual([]);
  });

  it('takes a dead-straight drag for a robot and asks again in Urdu', async () => {
    const { page, problems } = browser;
    const puzzle = await nextPuzzle(page);
    await drag(page, puzzle.gapX, { wobble: false });
    await page.getByRole('status').getByText(urduRetry, { exact: true }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: urduRetry }).getAttribute('lang')).toBe('ur');
    await screenshot(page, 'captcha-bot');
    await nextPuzzle(page, puzzle);
    expect(problems).toEqual([]);
  });

  it('fails a drag that misses the gap, and resets with a new puzzle after a second', async () => {
    const { page, problems } = browser;
    const puzzle = await currentPuzzle(page);
    const wrong = puzzle.gapX + 40 <= puzzle.width - puzzle.pieceBox ? puzzle.gapX + 40 : puzzle.gapX - 40;
    await drag(page, wrong, { wobble: true });
    await page.locator('[data-state="fail"]').waitFor();
    await page.getByRole('status').getByText('The piece did not fit the gap. Try again.').waitFor();
    await screenshot(page, 'captcha-fail');
    await page.waitForTimeout(500);
    expect(await page.locator('[data-state="fail"]').count()).toBe(1);
    await page.locator('[data-state="idle"]').waitFor({ timeout: 1_500 });
    const next = await nextPuzzle(page, puzzle);
    expect(next.id).not.toBe(puzzle.id);
    expect(await page.getByTestId('captcha-slider').getAttribute('aria-valuenow')).toBe('0');
    expect(problems).toEqual([]);
  });

  it('solves the puzzle with a hand-like drag onto the gap, goes on, and counts from the start again', async () => {
    const { page, problems } = browser;
    await page.goto(`${app.url}/captcha`);
    const puzzle = await nextPuzzle(page);
    await drag(page, puzzle.gapX + 3, { wobble: true, release: false });
    await page.locator('[data-state="dragging"]').waitFor();
    await screenshot(page, 'captcha-dragging');
    // Hold the next page back a little, to see the success state before it leaves.
    await page.route('**/_root.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.mouse.up();
    await page.locator('[data-state="success"]').waitFor();
    await screenshot(page, 'captcha-success');
    await page.waitForURL(atHome(app.url));
    await page.unroute('**/_root.data*');
    await screenshot(page, 'captcha-solved-home');

    // Landing home was the first click of a new count: two more pass, the third is gated again.
    await clickMenu(page, 'Dictionary', atLogin);
    await clickMenu(page, 'Home', atHome(app.url));
    await clickMenu(page, 'Dictionary', /\/captcha\?redirectTo=%2Fdictionary$/);
    expect(problems).toEqual([]);
  });

  it('can be solved with the keyboard alone', async () => {
    const { page, problems } = browser;
    const puzzle = await nextPuzzle(page);
    const slider = page.getByTestId('captcha-slider');
    await slider.focus();
    for (let i = 0; i < Math.floor(puzzle.gapX / 10); i++) await page.keyboard.press('Shift+ArrowRight');
    for (let i = 0; i < puzzle.gapX % 10; i++) await page.keyboard.press('ArrowRight');
    expect(await slider.getAttribute('aria-valuenow')).toBe(String(puzzle.gapX));
    await screenshot(page, 'captcha-keyboard');
    // The server wants a keyboard answer to take a moment, as a person's would.
    await page.waitForTimeout(1_600);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/login\?redirectTo=%2Fdictionary$/);
    expect(problems).toEqual([]);
  });

  it('starts the count again when the visitor logs out', async () => {
    const { page, problems } = browser;
    // Solving sent the browser on to /dictionary, the 1st click of this count; home is the 2nd.
    await clickMenu(page, 'Home', atHome(app.url));
    // Signing in lands on /packages: the 3rd.
    const account = await newAccount(stores.runtime, { firstName: 'Sana' });
    await signIn(page, app.url, stores.runtime, account);
    await page.waitForURL(/\/packages$/);
    await page.getByLabel('Account menu').click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/login$/);
    // Without the logout this would be the 4th click, and gated.
    await clickMenu(page, 'Home', atHome(app.url));
    await clickMenu(page, 'Dictionary', atLogin);
    await clickMenu(page, 'Home', atHome(app.url));

    // Posting to /logout without a session is no logout: the count goes on, and the next click is gated.
    const status = await page.evaluate(async () => (await fetch('/logout', { method: 'POST', body: new URLSearchParams() })).status);
    expect(status).toBe(200);
    await clickMenu(page, 'Dictionary', /\/captcha\?redirectTo=%2Fdictionary$/);
    expect(problems).toEqual([]);
  });
});
