import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { launchBrowser } from './harness.ts';

const chosen = process.env.CHROMIUM_PATH;
afterEach(() => {
  if (chosen === undefined) delete process.env.CHROMIUM_PATH;
  else process.env.CHROMIUM_PATH = chosen;
});

describe('the browser harness', () => {
  it('starts the Chromium CHROMIUM_PATH names', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'qanoon-chromium-path-'));
    try {
      // A stand-in that notes it was started and exits: enough to see which program the harness ran.
      const started = path.join(folder, 'started');
      const browser = path.join(folder, 'chromium');
      await writeFile(browser, `#!/bin/sh\necho started > '${started}'\nexit 1\n`);
      await chmod(browser, 0o755);
      process.env.CHROMIUM_PATH = browser;
      await expect(launchBrowser()).rejects.toThrow();
      expect(await readFile(started, 'utf8')).toBe('started\n');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('names the missing Chromium it was told to use', async () => {
    process.env.CHROMIUM_PATH = path.join(tmpdir(), 'no-such-chromium');
    await expect(launchBrowser()).rejects.toThrow(/no-such-chromium/);
  });
});
