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

/** A heading's anchor, as a Markdown renderer makes it: lower case, spaces to hyphens, no punctuation. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

/** The anchors of a Markdown document: one per heading. */
function anchorsIn(file: string): Set<string> {
  const text = readFileSync(file, 'utf8');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => anchorOf(m[1] ?? '')));
}

/** Every `docs/….md` or `docs/….md#anchor` a text names (in a link or in prose) that does not resolve in the repository. */
function missingDocuments(text: string, folder: string): string[] {
  const linked = [...text.matchAll(/\]\(([^)#\s]+\.md)(#[^)\s]*)?\)/g)].map((m) => ({ file: path.resolve(folder, m[1] ?? ''), anchor: m[2] }));
  const named = [...text.matchAll(/\b(docs\/[\w./-]+\.md)(#[\w-]+)?/g)].map((m) => ({ file: path.join(root, m[1] ?? ''), anchor: m[2] }));
  return [...linked, ...named]
    .filter(({ file, anchor }) => !existsSync(file) || (anchor !== undefined && !anchorsIn(file).has(anchor.slice(1))))
    .map(({ file, anchor }) => path.relative(root, file) + (anchor ?? ''));
}

describe('links between documents', () => {
  const documents = [
    'README.md',
    'eslint.config.js',
    ...readdirSync(path.join(root, 'docs')).filter((n) => n.endsWith('.md')).map((n) => `docs/${n}`),
    ...adrs.map((n) => `docs/decisions/${n}`),
  ];

  it.each(documents)('%s names only documents that exist', (document) => {
    const text = readFileSync(path.join(root, document), 'utf8');
    expect(missingDocuments(text, path.dirname(path.join(root, document)))).toEqual([]);
  });
});

// The product's rules are written in docs/product-rules.md; the specification and design notes
// they came from are not in the repository, so nothing may send a reader to them.
// (Written so that this line does not match itself.)
const outside = /\b(?:[Ss]pec|[Dd]esign|DESIG[N])(?:\.md)?\s*\u00a7|\u00a7\s*\d|product-sp[e]c|\bDESIG[N](?:\.md\b|:)|STACK-NOT[E]S/;
// Not ours, or made by running things (the engines a checkout downloads, data, builds): none is read.
const skipped = new Set(['node_modules', 'build', 'artifacts', 'public', 'data', 'target', 'profiles']);
const written = /\.(?:ts|tsx|js|mjs|cjs|sql|md)$/;

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) || /^(\.|build-)/.test(entry.name) ? [] : sources(full);
    return written.test(entry.name) ? [full] : [];
  });
}

describe('what the code cites', () => {
  const files = sources(root);

  it('finds the code, tests, migrations and documents it checks', () => {
    const relative = new Set(files.map((file) => path.relative(root, file)));
    for (const file of ['docs/product-rules.md', 'contracts/src/messages.ts', 'web/app/root.tsx', 'infra/src/postgres/migrations/0006_payments.sql']) {
      expect(relative.has(file), file).toBe(true);
    }
  });

  it('cites no document outside the repository (a section of the specification or of the design notes)', () => {
    const citing = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (outside.test(line) ? [`${path.relative(root, file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(citing).toEqual([]);
  });

  it('names only documents and sections of them that exist', () => {
    const broken = files.flatMap((file) => missingDocuments(readFileSync(file, 'utf8'), path.dirname(file)).map((missing) => `${path.relative(root, file)}: ${missing}`));
    expect(broken).toEqual([]);
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
