import { describe, expect, it } from 'vitest';
import { messages } from '@qanoon/contracts';
import { uniqueId } from '@qanoon/infra/testing';
import type { Page } from 'playwright-core';
import { latestCode, localForm, signIn, uniquePhone, useTestRuntime } from './accounts.ts';
import { seeMessage, useAppInBrowser } from './harness.ts';
import { screenshotFromTop as screenshot } from './screenshot-from-top.ts';

const session = useAppInBrowser();
const stores = useTestRuntime();

interface Visitor {
  email: string;
  phone: string;
  password: string;
}

const newVisitor = (): Visitor => ({ email: `${uniqueId('signup')}@example.pk`, phone: uniquePhone(), password: 'secret-123' });

/** Everything but the phone check, filled in correctly. */
async function fillForm(page: Page, visitor: Visitor, role = 'lawyer') {
  if (role) await page.getByLabel('Role').selectOption(role);
  await page.getByLabel('First name').fill('Ayesha');
  await page.getByLabel('Last name').fill('Khan');
  await page.getByLabel('Email').fill(visitor.email);
  await page.getByLabel('Phone').fill(localForm(visitor.phone));
  await page.getByLabel('Address').fill('Chamber 12, Lahore High Court');
  await page.getByLabel('City').fill('Lahore');
  await page.getByLabel('Speciality').fill('Constitutional');
  await page.getByLabel('Password', { exact: true }).fill(visitor.password);
  await page.getByLabel('Confirm password').fill(visitor.password);
  await page.getByLabel('I accept the terms & conditions').check();
}

async function verifyPhone(page: Page, phone: string) {
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await seeMessage(page, messages.codeSent, 'status');
  await page.getByLabel('Code').fill(await latestCode(stores.runtime, phone));
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.getByRole('button', { name: 'Verified' }).waitFor();
}

const signUpNow = (page: Page) => page.getByRole('button', { name: 'Sign up now' }).click();

describe('signing up', () => {
  it('verifies the phone with the texted code, creates a student account and goes on to sign in', async () => {
    const { page, problems } = session.browser;
    const visitor = newVisitor();
    await page.goto(`${session.app.url}/signup`);
    await screenshot(page, 'signup-empty');
    await fillForm(page, visitor, 'student');
    await page.getByLabel('University').fill('Punjab University');
    await page.getByLabel('Intake').fill('2024');

    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await seeMessage(page, messages.codeSent, 'status');
    const code = await latestCode(stores.runtime, visitor.phone);
    await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await seeMessage(page, messages.contactNotVerified);
    await screenshot(page, 'signup-code-step');

    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await seeMessage(page, messages.contactVerified, 'status');
    const verified = page.getByRole('button', { name: 'Verified' });
    await verified.waitFor();
    expect(await verified.isDisabled()).toBe(true);
    expect(await page.getByLabel('Code').count()).toBe(0);
    await screenshot(page, 'signup-verified');

    await page.getByLabel('Phone').fill(localForm(uniquePhone()));
    await page.getByRole('button', { name: 'Verify', exact: true }).waitFor();
    await page.getByLabel('Phone').fill(localForm(visitor.phone));
    await verified.waitFor();

    await signUpNow(page);
    await seeMessage(page, messages.accountCreated, 'status');
    await page.waitForURL(`${session.app.url}/login`);
    await seeMessage(page, messages.accountCreated, 'status');
    await screenshot(page, 'signup-done-login');

    await signIn(page, session.app.url, stores.runtime, { ...visitor, contact: visitor.phone, userId: '', firstName: 'Ayesha' });
    await page.getByTestId('greeting').filter({ hasText: 'Welcome, Ayesha' }).waitFor();
    await page.goto(`${session.app.url}/profile`);
    const info = page.getByRole('definition');
    await page.locator('dt:text-is("University") + dd').waitFor();
    expect(await page.locator('dt:text-is("University") + dd').innerText()).toBe('Punjab University');
    expect(await page.locator('dt:text-is("Intake") + dd').innerText()).toBe('2024');
    expect(await page.locator('dt:text-is("Criteria") + dd').innerText()).toBe('Student');
    expect(await info.count()).toBeGreaterThan(8);
    expect(problems).toEqual([]);
  });

  it("tells the first broken rule in the spec's words, one at a time, and shows study fields to students only", async () => {
    const { page, context, problems } = session.browser;
    await context.clearCookies();
    const visitor = newVisitor();
    await page.goto(`${session.app.url}/signup`);
    await fillForm(page, visitor, '');
    await signUpNow(page);
    await seeMessage(page, messages.fillAllFields);

    await page.getByLabel('Role').selectOption('student');
    await page.getByLabel('University').waitFor();
    await page.getByLabel('Role').selectOption('judge');
    expect(await page.getByLabel('University').count()).toBe(0);
    expect(await page.getByLabel('Intake').count()).toBe(0);

    await page.getByLabel('Email').fill('ayesha@nowhere');
    await signUpNow(page);
    await seeMessage(page, messages.emailInvalid);

    await page.getByLabel('Email').fill(visitor.email);
    await signUpNow(page);
    await seeMessage(page, messages.verifyPhone);
    const shownAt = Date.now();
    await screenshot(page, 'signup-verify-phone');
    await page.getByRole('alert').getByText(messages.verifyPhone).waitFor({ state: 'detached', timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4_000);

    await verifyPhone(page, visitor.phone);
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByLabel('Confirm password').fill('12345');
    await signUpNow(page);
    await seeMessage(page, messages.passwordTooShort);

    await page.getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByLabel('Confirm password').fill('secret-124');
    await signUpNow(page);
    await seeMessage(page, messages.passwordsDoNotMatch);

    await page.getByLabel('Confirm password').fill('secret-123');
    await page.getByLabel('I accept the terms & conditions').uncheck();
    await signUpNow(page);
    await seeMessage(page, messages.acceptTerms);
    await screenshot(page, 'signup-accept-terms');
    expect(page.url()).toBe(`${session.app.url}/signup`);
    expect(problems).toEqual([]);
  });

  it('sends a signed-in user away from the sign-up page', async () => {
    const { page } = session.browser;
    const visitor = newVisitor();
    await page.context().clearCookies();
    await page.goto(`${session.app.url}/signup`);
    await fillForm(page, visitor);
    await verifyPhone(page, visitor.phone);
    await signUpNow(page);
    await page.waitForURL(`${session.app.url}/login`);
    await signIn(page, session.app.url, stores.runtime, { ...visitor, contact: visitor.phone, userId: '', firstName: 'Ayesha' });
    await page.goto(`${session.app.url}/signup`);
    await page.waitForURL((url) => url.pathname !== '/signup');
  });
});
