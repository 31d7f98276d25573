import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, '../../scripts/engines.mjs');
const run = (...args: string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', timeout: 20_000 });

describe('npm run engines', () => {
  it.each(['--help', '-h'])('prints its usage for %s and starts nothing', (flag) => {
    const result = run(flag);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: npm run engines -- \[start\|stop\]/);
    expect(result.stdout).toContain('--elasticsearch-port');
    expect(result.stdout).toMatch(/--nodes <n> +1 \(default\) or a cluster of n/);
    expect(result.stdout).toMatch(/--heap <size> +each Elasticsearch node's JVM heap/);
    expect(result.stderr).toBe('');
  });

  it.each(['0', '9', 'three'])('refuses --nodes %s with one line, starting nothing', (nodes) => {
    const result = run('--nodes', nodes);
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('--nodes must be a whole number from 1 to 5');
  });

  it.each(['4 GB', '0g', '2t', '-Xmx4g', '1g -XX:+Crash'])('refuses --heap %s with one line, starting nothing', (heap) => {
    const result = run(`--heap=${heap}`);
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('--heap must be a size such as 512m or 4g');
  });

  it('answers an unknown option with one line and the usage, not a stack trace', () => {
    const result = run('--elastic-port', '9300');
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^engines: Unknown option '--elastic-port'/);
    expect(result.stderr).toContain('Usage: npm run engines');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
