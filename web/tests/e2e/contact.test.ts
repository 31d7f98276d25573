import { describe, expect, it } from 'vitest';
import { messages } from '@qanoon/contracts';
import { screenshot, seeMessage, useAppInBrowser } from './harness.ts';

const session = useAppInBrowser();

describe('contact us', () => {
  it('answers Send Message with ok, sends nothing, and links to sign in', async () => {
    const { page, problems } = session.browser;
    await page.goto(`${session.app.url}/contact`);
    await page.getByRole('heading', { name: 'Contact Us' }).waitFor();
    await page.getByLabel('Describe').fill('I cannot find PLD 2019 SC 1 in the search.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await seeMessage(page, messages.contactOk, 'status');
    expect(page.url()).toBe(`${session.app.url}/contact`);
    await screenshot(page, 'contact-ok');

    await page.getByRole('link', { name: 'Already have an account ? Sign in' }).click();
    await page.waitForURL(`${session.app.url}/login`);
    expect(problems).toEqual([]);
  });
});
