import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const lib = pathToFileURL(path.resolve(import.meta.dirname, '../../scripts/lib.mjs')).href;

/** The environment npm start gives its processes, for the given one. */
function demoEnvOf(env: Record<string, string>): Record<string, string> {
  const script = `import(${JSON.stringify(lib)}).then(({ demoEnv }) => console.log(JSON.stringify(demoEnv(JSON.parse(process.argv[1])))))`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(env)], { encoding: 'utf8', timeout: 20_000 });
  expect(result.stderr).toBe('');
  return JSON.parse(result.stdout) as Record<string, string>;
}

describe('the environment npm start gives its processes', () => {
  it('points the links of alert emails at the port the app runs on', () => {
    expect(demoEnvOf({ PORT: '3139' }).PUBLIC_URL).toBe('http://localhost:3139');
    expect(demoEnvOf({}).PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('keeps a PUBLIC_URL it is given', () => {
    expect(demoEnvOf({ PORT: '3139', PUBLIC_URL: 'https://qanoon.example' }).PUBLIC_URL).toBe('https://qanoon.example');
  });
});
