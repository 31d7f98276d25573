import { afterAll, afterEach, beforeAll } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { chromiumPath, screenshotsDir, testEnv, tsxBin, webDir } from './paths.ts';

export { testEnv };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Run a tsx script to its end, with the test environment plus `env` (undefined removes a variable). */
export function runTsx(args: string[], env: Record<string, string | undefined>, timeoutMs = 30_000): Promise<RunResult> {
  const merged: Record<string, string | undefined> = { ...process.env, ...testEnv, ...env };
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  return new Promise((resolve, reject) => {
    const child = spawn(tsxBin, args, {
      cwd: webDir,
      env: merged as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`tsx ${args.join(' ')} did not end within ${timeoutMs} ms\n${stderr}`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

export interface RunningApp {
  url: string;
  /** The process started (tsx, whose child runs the server). */
  pid: number;
  logs: () => string;
  stop: () => Promise<void>;
}

/** Start the built app (`tsx server.ts`) on a free port and wait until /healthz answers; `env` adds to testEnv. */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const port = await freePort();
  const child: ChildProcess = spawn(tsxBin, ['server.ts'], {
    cwd: webDir,
    env: { ...process.env, ...testEnv, ...env, PORT: String(port), HOST: env.HOST ?? '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;

  // A loaded machine takes a while to compile the server's TypeScript; a server that never answers still fails.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    const healthy = await fetch(`${url}/healthz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    pid: child.pid ?? 0,
    logs: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

export interface Browser {
  context: BrowserContext;
  page: Page;
  /** Console errors and warnings, page errors and failed requests seen so far. */
  problems: string[];
  close: () => Promise<void>;
}

const interruptedRead = /^AbortError: signal is aborted without reason\n/;

export async function launchBrowser(): Promise<Browser> {
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'qanoon-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    headless: true,
    viewport: { width: 1280, height: 800 },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // Remix logs the read of a data request that a newer one cut short (a live revalidation
    // overtaken by the user's next action). The newer request brings the page up to date, so
    // it is no fault of the page; every other message counts.
    if (message.type() === 'error' && interruptedRead.test(message.text())) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return {
    context,
    page,
    problems,
    async close() {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(screenshotsDir, { recursive: true });
  const file = path.join(screenshotsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** The rgb() form a browser reports for a #rrggbb colour. */
export function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

/**
 * Start the built app and a browser for the tests of one file, and stop both afterwards; `env`
 * adds to testEnv (a database of the file's own, say). The returned object's fields are filled in
 * before the first test runs.
 */
export function useAppInBrowser(env: Record<string, string> = {}): { app: RunningApp; browser: Browser } {
  const session = {} as { app: RunningApp; browser: Browser };
  beforeAll(async () => {
    session.app = await startApp(env);
    session.browser = await launchBrowser();
  });
  // A failed journey leaves what the reader saw: a screenshot, the address, the page's text and
  // the server's last words, printed where CI's log keeps them.
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail' || !session.browser) return;
    const page = session.browser.page;
    const name = `failed-${context.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}`;
    const seen = await page.locator('body').innerText({ timeout: 2_000 }).catch((error: Error) => `(unreadable: ${error.message})`);
    const fields = await page
      .locator('input:not([type=hidden]), select, textarea')
      .evaluateAll((all) => all.map((field) => `${(field as HTMLInputElement).name || field.id}=${JSON.stringify((field as HTMLInputElement).value)}`).join(' '))
      .catch(() => '');
    const file = await screenshot(page, name).catch(() => '(no screenshot)');
    console.error(
      [`${context.task.name} failed at ${page.url()} (${file})`, `page text:\n${seen.slice(0, 3_000)}`, `fields: ${fields}`, `problems: ${session.browser.problems.join('\n')}`, `server:\n${session.app?.logs().slice(-3_000) ?? ''}`].join('\n\n'),
    );
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.app?.stop();
  });
  return session;
}

/**
 * Start the built app before the file's tests and stop it after them, for tests that talk HTTP
 * without a browser. `env` adds to testEnv. The returned object's app is set before the first test.
 */
export function useApp(env: Record<string, string> = {}): { app: RunningApp } {
  const served = {} as { app: RunningApp };
  beforeAll(async () => {
    served.app = await startApp(env);
  });
  afterAll(async () => {
    await served.app?.stop();
  });
  return served;
}

/** Wait until the page shows `text` in an alert (role alert for errors, status for the rest). */
export async function seeMessage(page: Page, text: string, role: 'alert' | 'status' = 'alert'): Promise<void> {
  await page.getByRole(role).getByText(text, { exact: true }).first().waitFor({ timeout: 30_000 });
}
