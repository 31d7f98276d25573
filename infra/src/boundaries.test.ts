import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import ts from 'typescript';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });
// The first file linted in a package loads that package's whole TypeScript program for the type-aware rules.
const firstOfAPackage = { timeout: 120_000 };

/**
 * A file of the repository standing in for `file`: type-aware rules need a file its package's
 * tsconfig holds, so a made-up name is linted as a real file of the same folder and extension.
 */
function realFileFor(file: string): string {
  const full = path.join(root, file);
  if (existsSync(full)) return full;
  const folder = path.dirname(full);
  const extension = path.extname(file);
  const found = readdirSync(folder).find((name) => name.endsWith(extension) && !name.includes('.test.') && !name.endsWith('.d.ts'));
  if (!found) throw new Error(`No ${extension} file in ${folder} to stand in for ${file}`);
  return path.join(folder, found);
}

async function importErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: realFileFor(file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the package boundaries', firstOfAPackage, () => {
  it.each([
    ['services/src/x.ts', "import pg from 'pg';"],
    ['projections/src/x.ts', "import { Queue } from 'bullmq';"],
    ['web/app/x.ts', "import { Client } from '@elastic/elasticsearch';"],
    ['web/app/x.ts', "import { migrate } from '@qanoon/infra';"],
    ['services/src/x.ts', "import { projections } from '@qanoon/projections';"],
    ['projections/src/x.ts', "import { createRuntime } from '@qanoon/services';"],
    ['infra/src/x.ts', "import { x } from '@qanoon/web';"],
    ['contracts/src/x.ts', "import pg from 'pg';"],
    ['services/src/x.ts', "import { x } from '@qanoon/infra/src/redis.ts';"],
    // A context never reaches into another's files, nor into the entry points composing them.
    ['services/src/billing/commands/x.ts', "import { insertUser } from '../../identity/users-table.ts';"],
    ['services/src/search/queries/x.ts', "import { contentTables } from '../../library/import/content-tables.ts';"],
    ['services/src/diary/x.ts', "import { awaitProjection } from '../billing/billing.ts';"],
    ['services/src/library/commands/x.ts', "import { createRuntime } from '../../runtime.ts';"],
    // A route reaches the product through its load context's services, never the runtime's stores.
    ['web/app/routes/x.tsx', "import { createRuntime } from '@qanoon/services/runtime';"],
    ['web/app/x.server.ts', "import type { Runtime } from '@qanoon/services/runtime';"],
    // A route never waits on an event position: the facades' commands do (ADR 0068).
    ['web/app/routes/x.tsx', "import { awaitProjection } from '@qanoon/services';"],
    ['web/app/routes/x.tsx', "import { awaitProjection } from '../../../services/src/shared/await-projection.ts';"],
  ])('refuse %s importing: %s', async (file, code) => {
    expect(await importErrors(file, `${code}\nexport const used = 1;\n`)).toHaveLength(1);
  });

  it.each([
    ['infra/src/x.ts', "import pg from 'pg';"],
    ['services/src/x.ts', "import { migrate } from '@qanoon/infra';"],
    ['web/app/x.ts', "import { messages } from '@qanoon/contracts';"],
    ['contracts/src/x.ts', "import { z } from 'zod';"],
    ['services/src/billing/commands/x.ts', "import { failure } from '../../shared/outcome.ts';"],
    ['services/src/billing/commands/x.ts', "import { listPackages } from '../queries/packages.ts';"],
    ['services/src/jobs/x.ts', "import { reminderJobName } from '../diary/deps.ts';"],
    ['services/src/billing/test-kit.ts', "import { insertUser } from '../identity/users-table.ts';"],
    ['web/serve.ts', "import { createWebRuntime } from '@qanoon/services/runtime';"],
    ['web/app/routes/x.tsx', "import type { Services } from '@qanoon/services';"],
  ])('allow %s importing: %s', async (file, code) => {
    expect(await importErrors(file, `${code}\nexport const used = 1;\n`)).toEqual([]);
  });
});

interface ContextRuleBuilders {
  sharedKernel: string;
  composition: string[];
  contextsIn: (servicesSrc: string) => string[];
  contextRules: (contexts: string[]) => Linter.Config[];
}
// The lint configuration is plain JavaScript: a path held in a variable keeps the type checker out of it.
const configFile = path.join(root, 'eslint.config.js');
const { composition, contextRules, contextsIn, sharedKernel } = (await import(configFile)) as ContextRuleBuilders;
const contexts = contextsIn(path.join(root, 'services/src'));

describe("services' bounded contexts", firstOfAPackage, () => {
  it('are the folders of services/src, but the shared kernel and the entry points composing them', () => {
    const folders = readdirSync(path.join(root, 'services/src'), { withFileTypes: true }).filter((f) => f.isDirectory());
    expect(contexts).toContain('alerts');
    expect(contexts).not.toContain(sharedKernel);
    expect(contexts.length).toBe(folders.filter((f) => f.name !== sharedKernel && !composition.includes(f.name)).length);
  });

  // Every context, however recent, importing the next one round: each is refused as importer and as
  // imported, so a context added without editing the lint is covered.
  it.each(contexts.map((context, i) => [context, contexts[(i + 1) % contexts.length]]))(
    'refuse the %s context importing the %s context',
    async (context, other) => {
      expect(await importErrors(`services/src/${context}/x.ts`, `import { x } from '../${other}/index.ts';\nexport const used = x;\n`)).toHaveLength(1);
    },
  );

  describe('a context folder that does not exist yet', () => {
    // A copy of services/src's shape with one more folder, linted by the rules built the same way.
    const copy = mkdtempSync(path.join(tmpdir(), 'qanoon-contexts-'));
    afterAll(() => rmSync(copy, { recursive: true, force: true }));
    for (const folder of [...contexts, sharedKernel, ...composition.filter((name) => !name.endsWith('.ts')), 'fees']) {
      mkdirSync(path.join(copy, folder));
    }
    for (const file of composition.filter((name) => name.endsWith('.ts'))) writeFileSync(path.join(copy, file), '');
    const linter = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...contextRules(contextsIn(copy))],
    });
    const errors = async (file: string, code: string) => {
      const [result] = await linter.lintText(`${code}\nexport const used = 1;\n`, { filePath: path.join(root, file) });
      return (result?.messages ?? []).map((m) => m.message);
    };

    it('is a context as soon as its folder is there', () => {
      expect(contextsIn(copy)).toEqual([...contexts, 'fees'].sort());
    });

    it.each([
      ['services/src/fees/x.ts', "import { createBilling } from '../billing/billing.ts';"],
      ['services/src/fees/commands/x.ts', "import { createRuntime } from '../../runtime.ts';"],
      ['services/src/billing/x.ts', "import { fee } from '../fees/fee.ts';"],
    ])('refuse %s importing: %s', async (file, code) => {
      expect(await errors(file, code)).toHaveLength(1);
    });

    it('lets it import the shared kernel and its own files', async () => {
      expect(await errors('services/src/fees/commands/x.ts', "import { failure } from '../../shared/outcome.ts';\nimport { fee } from '../fee.ts';")).toEqual([]);
    });
  });
});

describe('workspace dependencies', () => {
  const workspaces = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
  const notSource = /(^|\/)(node_modules|build|build-[^/]*|\.cache|\.turbo)(\/|$)/;

  // A package's tests run from its own folder: one that imports a workspace package it does not
  // declare works only while something else happens to install it.
  it.each(workspaces)('%s declares every workspace package its files import, tests too', (folder) => {
    const manifest = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as {
      name: string;
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    const declared = new Set([manifest.name, ...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);
    const undeclared = readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx|mts|js|mjs)$/.test(file) && !notSource.test(file))
      .flatMap((file) =>
        ts
          .preProcessFile(readFileSync(path.join(root, folder, file), 'utf8'), true, true)
          .importedFiles.map((imported) => /^@qanoon\/[^/]+/.exec(imported.fileName)?.[0])
          .filter((name): name is string => name !== undefined && !declared.has(name))
          .map((name) => `${folder}/${file} imports ${name}`),
      );
    expect(undeclared).toEqual([]);
  });
});

/** The rules a source reports, linted as if it were this existing file (type-aware rules need a file of a project). */
async function rulesOf(file: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId);
}

describe('promises and configuration', () => {
  it.each([
    ['@typescript-eslint/no-floating-promises', 'async function save(): Promise<void> {}\nsave();\nexport const used = 1;\n'],
    ['@typescript-eslint/await-thenable', 'export async function total(): Promise<number> {\n  return await 1;\n}\n'],
    ['@typescript-eslint/no-misused-promises', 'export const paid = Promise.resolve(true);\nif (paid) console.log(1);\n'],
    ['no-restricted-properties', 'export const url = process.env.DATABASE_URL;\n'],
  ])('refuse %s', async (rule, code) => {
    expect(await rulesOf('services/src/shared/ids.ts', code)).toContain(rule);
  });

  it('lets an env.ts read the environment', async () => {
    expect(await rulesOf('services/src/env.ts', 'export const url = process.env.DATABASE_URL;\n')).toEqual([]);
  });
});
