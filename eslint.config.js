import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The import rules of the architecture (docs/decisions/0002-package-boundaries-enforced-by-lint.md):
// only infra talks to a vendor SDK, nothing imports web, services and projections meet only
// through events and tables, and no package reaches past another's exports.
const vendorSdks = [
  'pg',
  'pg-cursor',
  'ioredis',
  'bullmq',
  'node-pg-migrate',
  '@elastic/elasticsearch',
  'kafkajs',
  '@eventstore/db-client',
  'socket.io',
  '@socket.io/redis-adapter',
  '@socket.io/redis-emitter',
  'nodemailer',
  '@node-rs/argon2',
  '@napi-rs/canvas',
  'testcontainers',
];
const vendor = (message) => ({ group: vendorSdks.flatMap((p) => [p, `${p}/*`]), message });
const internals = { group: ['@qanoon/*/src', '@qanoon/*/src/*'], message: 'Import a package through its exports.' };
const packageImport = (names, message) => ({ group: names.flatMap((n) => [`@qanoon/${n}`, `@qanoon/${n}/*`]), message });

const awaitsInFacades = "A route never waits on an event position: a facade's command answers once its read models show it (caughtUp).";

const boundaries = (patterns) => ({ rules: { 'no-restricted-imports': ['error', { patterns }] } });

// services' bounded contexts (ADR 0032): every folder of services/src is one, except the shared
// kernel and the entry points composing the contexts, so a new context is covered the day its
// folder appears. Each imports the shared kernel (services/src/shared), contracts and infra's
// ports, never another context's files, nor the entry points composing them.
export const sharedKernel = 'shared';
export const composition = ['jobs', 'demo', 'cli', 'runtime.ts', 'worker.ts'];

/** The bounded contexts: the folders of `servicesSrc` that are neither the shared kernel nor composition. */
export function contextsIn(servicesSrc) {
  return readdirSync(servicesSrc, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== sharedKernel && !composition.includes(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** One rule set a context: its files may not reach another context's, nor composition's. */
export function contextRules(contexts) {
  return contexts.map((context) => ({
    files: [`services/src/${context}/**/*.ts`],
    // Tests and their kits may set up another context's rows (a user for a payment).
    ignores: ['services/src/**/*.test.ts', 'services/src/**/*-kit.ts'],
    ...boundaries([
      internals,
      vendor('services see ports: vendor SDKs live in infra.'),
      packageImport(['projections', 'web'], 'services and projections meet through events and tables; nothing imports web.'),
      {
        regex: `^(\\.\\./)+(${[...contexts.filter((c) => c !== context), ...composition].map((n) => n.replace('.', '\\.')).join('|')})(/|$)`,
        message: `The ${context} context imports the shared kernel (../shared), contracts and infra only: another context's files are its own.`,
      },
    ]),
  }));
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/build/**', 'web/build-*/**', '**/.cache/**', 'artifacts/**', 'web/public/**'] },
  js.configs.recommended,
  // The type-aware set (each file typed by its package's tsconfig, which the project service
  // finds), with the few rules below set for this code base, each with its reason.
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  // Promises are awaited or handled where they are made (ADR 0032); the type-aware rules need each
  // package's tsconfig, which the project service finds per file.
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // A loader or action answers early by throwing a Response (a redirect, a 404): Remix's way.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: '@remix-run/server-runtime', name: 'TypedResponse' },
          ],
        },
      ],
      // A port's adapter or a test's stand-in with nothing to wait on stays async, so what it
      // throws is a rejection like the real one's; async generators feed streams without awaiting.
      '@typescript-eslint/require-await': 'off',
      // A failure a library hands over as unknown (React's shell error) is passed on as it came.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
    },
  },
  // vitest's asymmetric matchers (expect.any, expect.objectContaining, …) are typed any, and tests
  // hand them to expectations everywhere; member access on an any stays an error.
  {
    files: ['**/*.test.{ts,tsx}', '**/tests/**/*.{ts,tsx}', '**/*.contract.ts', '**/*-kit.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // Plain JavaScript files have no types to check.
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  // Configuration is read in one place per package (an `env.ts`, validated with zod): nowhere
  // else reads process.env. Tests and tool configs may, to set up what they start.
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/env.ts', '**/*.test.ts', '**/tests/**', '**/vite.config.ts', '**/vitest.config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration in an env.ts of this package (validated there), not here.' },
      ],
    },
  },
  {
    files: ['contracts/**/*.ts'],
    ...boundaries([
      { regex: '^(?!zod$|zod/|vitest$|\\.{1,2}/)', message: 'contracts holds schemas and constants only: it may import zod (and vitest in tests), nothing else.' },
    ]),
  },
  {
    files: ['infra/**/*.ts'],
    ...boundaries([internals, packageImport(['services', 'projections', 'web'], 'infra may import contracts only.')]),
  },
  {
    files: ['services/**/*.ts'],
    ignores: ['services/**/*.test.ts'],
    ...boundaries([
      internals,
      vendor('services see ports: vendor SDKs live in infra.'),
      packageImport(['projections', 'web'], 'services and projections meet through events and tables; nothing imports web.'),
    ]),
  },
  ...contextRules(contextsIn(path.join(import.meta.dirname, 'services/src'))),
  {
    files: ['projections/**/*.ts'],
    ignores: ['projections/**/*.test.ts'],
    ...boundaries([
      internals,
      vendor('projections see ports: vendor SDKs live in infra.'),
      packageImport(['services', 'web'], 'services and projections meet through events and tables; nothing imports web.'),
    ]),
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/tests/**'],
    ...boundaries([
      internals,
      vendor('web calls services: vendor SDKs live in infra.'),
      packageImport(['infra', 'projections'], 'web may import contracts and services only.'),
    ]),
  },
  {
    files: ['web/app/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...boundaries([
      internals,
      vendor('web calls services: vendor SDKs live in infra.'),
      packageImport(['infra', 'projections'], 'web may import contracts and services only.'),
      {
        group: ['@qanoon/services/runtime', '@qanoon/services/runtime.ts'],
        message: 'Routes reach the product through the services in their load context, never the runtime and its stores (only web/serve.ts composes it).',
      },
      // Read-your-writes lives in the facades (docs/decisions/0068-read-your-writes-inside-the-facades.md).
      { group: ['@qanoon/services', '@qanoon/services/*'], importNames: ['awaitProjection', 'readYourWrites'], message: awaitsInFacades },
      { regex: 'await-projection(\\.ts)?$', message: awaitsInFacades },
    ]),
  },
);
