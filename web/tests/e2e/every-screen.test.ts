import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Language } from '@qanoon/contracts';
import { screenshot } from './harness.ts';
import { axeViolations, signInByCookie, type AxeViolation, type ScreenFixture, useScreens } from './screen-fixtures.ts';

// Every screen, signed out, as a paid lawyer and as an administrator, in English and in Urdu, on a
// phone (390 × 844) and on a desktop (1280 × 860): no sideways scroll and no axe violations.

const { session, stores, fixture: screens } = useScreens();
let fixture: ScreenFixture;

beforeAll(() => {
  fixture = screens();
});

const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 860 } } as const;
type Role = 'visitor' | 'lawyer' | 'admin';

const screensOf = (role: Role): string[] => {
  if (role === 'visitor') return ['/', '/login', '/signup', '/password', '/contact', '/captcha', '/no-such-page'];
  if (role === 'admin') {
    return ['/', '/dashboard/users', '/dashboard/paid', '/dashboard/payments', '/dashboard/reports', '/dashboard/packages', '/dashboard/settings', '/dashboard/uploadData', '/dashboard/synonyms'];
  }
  const citation = encodeURIComponent(fixture.citationId);
  const client = `/lawyersdairy/clients/${encodeURIComponent(fixture.clientId)}`;
  const diaryCase = `/lawyersdairy/cases/${fixture.caseId}`;
  const act = `/statutes/${encodeURIComponent(fixture.statute.ordinance)}`;
  return [
    '/',
    `/search?tab=caselaw&keyword=${fixture.word}&from=2010&to=2020`,
    `/cases/${citation}`,
    `/citations/${citation}`,
    '/citations/check',
    '/statutes',
    `/statutes?q=${encodeURIComponent('section 302')}`,
    act,
    `${act}/${encodeURIComponent(fixture.statute.id)}`,
    '/dictionary',
    '/dictionary?q=holiday',
    '/legal-terms',
    '/topics',
    '/articles',
    '/bookmarks',
    `/bookmarks/${citation}`,
    '/alerts',
    '/lawyersdairy',
    client,
    `${client}/edit`,
    `${client}/cases/new`,
    diaryCase,
    `${diaryCase}/edit`,
    `${diaryCase}/hearing`,
    '/lawyersdairy/upcoming',
    '/lawyersdairy/calendar',
    '/lawyersdairy/add-client',
    '/profile',
    '/payment',
    '/packages',
  ];
};

async function enter(page: Page, role: Role, language: Language) {
  if (role === 'visitor') await page.context().clearCookies();
  else await signInByCookie(page, session.app.url, stores.runtime, role === 'lawyer' ? fixture.lawyer : fixture.admin);
  const chosen = await page.request.post(`${session.app.url}/language`, { form: { language, redirectTo: '/' }, maxRedirects: 0 });
  expect(chosen.status()).toBe(302);
}

interface Finding {
  path: string;
  overflow: string | null;
  violations: AxeViolation[];
  language: string;
  /** Elements with Urdu letters of their own whose font stack lacks the product's Urdu face. */
  withoutUrduFont: string[];
}

async function look(page: Page, path: string, shot: string): Promise<Finding> {
  await page.goto(`${session.app.url}${path}`);
  await page.waitForLoadState('networkidle');
  await screenshot(page, shot);
  const { scrollWidth, innerWidth, widest, language, withoutUrduFont } = await page.evaluate(() => ({
    // A device without an Urdu font shows boxes for any Urdu text drawn in a stack without the
    // product's own face (a cause list's weekday headings once did).
    withoutUrduFont: [...document.querySelectorAll('body *')]
      .filter((el) => [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && /[\u0600-\u06FF]/.test(node.textContent ?? '')))
      .filter((el) => !getComputedStyle(el).fontFamily.includes('Qanoon Urdu'))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}: ${(el.textContent ?? '').slice(0, 30)}`),
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    language: document.documentElement.lang,
    widest: [...document.querySelectorAll('body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.right > window.innerWidth + 1 || box.left < -1;
      })
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`),
  }));
  const overflow = scrollWidth > innerWidth ? `${scrollWidth} px wide: ${widest.join(', ')}` : null;
  return { path, overflow, violations: await axeViolations(page), language, withoutUrduFont };
}

describe.each(['en', 'ur'] as const)('in %s', (language) => {
  describe.each(Object.keys(sizes) as (keyof typeof sizes)[])('on a %s', (size) => {
    it.each(['visitor', 'lawyer', 'admin'] as const)('every screen of a %s fits and passes axe', async (role) => {
      const { page } = session.browser;
      await page.setViewportSize(sizes[size]);
      await enter(page, role, language);
      const findings: Finding[] = [];
      for (const path of screensOf(role)) {
        const slug = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').slice(0, 60) || 'home';
        findings.push(await look(page, path, `walk-${language}-${size}-${role}-${slug}`));
      }
      const wrong = findings.filter((f) => f.overflow || f.violations.length > 0 || f.language !== language || f.withoutUrduFont.length > 0);
      expect(wrong).toEqual([]);
    }, 300_000);
  });
});
