import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './harness.ts';
import { axeViolations, signInByCookie, type AxeViolation, type ScreenFixture, useScreens } from './screen-fixtures.ts';

// axe-core on the key screens, signed out, as a paid lawyer and as an admin: none may have a violation.

const { session, stores, fixture: screens } = useScreens();
let fixture: ScreenFixture;

beforeAll(() => {
  fixture = screens();
});

async function check(paths: Record<string, string>): Promise<Record<string, AxeViolation[]>> {
  const { page } = session.browser;
  const found: Record<string, AxeViolation[]> = {};
  for (const [name, path] of Object.entries(paths)) {
    await page.goto(`${session.app.url}${path}`);
    await page.waitForLoadState('networkidle');
    found[name] = await axeViolations(page);
    await screenshot(page, `axe-${name}`);
  }
  return found;
}

const none = (paths: Record<string, string>) => Object.fromEntries(Object.keys(paths).map((name) => [name, []]));

describe('axe-core', () => {
  it('finds no violations on the signed-out screens: the landing page, Sign in and Sign up', async () => {
    await session.browser.context.clearCookies();
    const paths = { landing: '/', login: '/login', signup: '/signup' };
    expect(await check(paths)).toEqual(none(paths));
  });

  it("finds no violations on a paid lawyer's search results, a case, its citator filtered by treatment and the diary", async () => {
    await signInByCookie(session.browser.page, session.app.url, stores.runtime, fixture.lawyer);
    const paths = {
      search: `/search?tab=caselaw&keyword=${fixture.word}&from=2010&to=2020`,
      case: `/cases/${encodeURIComponent(fixture.citationId)}`,
      citator: `/citations/${encodeURIComponent(fixture.citationId)}?treatment=negative`,
      diary: '/lawyersdairy',
    };
    expect(await check(paths)).toEqual(none(paths));
  });

  it("finds no violations on an admin's Users screen", async () => {
    await signInByCookie(session.browser.page, session.app.url, stores.runtime, fixture.admin);
    const paths = { users: '/dashboard/users' };
    expect(await check(paths)).toEqual(none(paths));
  });
});
