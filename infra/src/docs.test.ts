import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const decisions = path.join(root, 'docs/decisions');
const adrs = readdirSync(decisions).filter((name) => /^\d{4}-.+\.md$/.test(name));
const numbers = new Set(adrs.map((name) => name.slice(0, 4)));

describe('the decisions', () => {
  // A superseded decision is kept and linked, never rewritten: its status is how a reader finds the newer one.
  it.each(adrs)('%s says whether it stands, and what amended or superseded it', (name) => {
    const text = readFileSync(path.join(decisions, name), 'utf8');
    const status = /(?:^|\. )Status: (accepted|(?:amended|superseded) by .+?)\.?$/im.exec(text);
    expect(status, `${name} has no "Status:" line`).not.toBeNull();
    const named = [...(status?.[1] ?? '').matchAll(/\b(\d{4})\b/g)].map((m) => m[1]);
    expect(named.filter((n) => n !== undefined && !numbers.has(n))).toEqual([]);
  });
});

describe('links between documents', () => {
  const documents = [
    'README.md',
    'eslint.config.js',
    ...readdirSync(path.join(root, 'docs')).filter((n) => n.endsWith('.md')).map((n) => `docs/${n}`),
    ...adrs.map((n) => `docs/decisions/${n}`),
  ];

  it.each(documents)('%s names only documents that exist', (document) => {
    const text = readFileSync(path.join(root, document), 'utf8');
    const folder = path.dirname(path.join(root, document));
    const linked = [...text.matchAll(/\]\(([^)#\s]+\.md)(?:#[^)]*)?\)/g)].map((m) => path.resolve(folder, m[1] ?? ''));
    const named = [...text.matchAll(/\b(docs\/[\w./-]+\.md)\b/g)].map((m) => path.join(root, m[1] ?? ''));
    expect([...linked, ...named].filter((file) => !existsSync(file)).map((file) => path.relative(root, file))).toEqual([]);
  });
});

describe('the architecture page', () => {
  it('names only files and folders that exist', () => {
    const text = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
    const named = [...text.matchAll(/`((?:web|services|projections|infra|contracts)\/[\w./$-]+)`/g)].map((m) => m[1] ?? '');
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
  });
});
