import type { Page } from 'playwright-core';
import { screenshot } from './harness.ts';

/**
 * A full-page screenshot taken from the top of the page. After a form answer the page is often
 * scrolled, and a full-page capture then draws the sticky header across the middle.
 */
export async function screenshotFromTop(page: Page, name: string): Promise<string> {
  await page.evaluate(() => window.scrollTo(0, 0));
  return screenshot(page, name);
}
