import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The import rules of the architecture (docs/decisions/0002-package-boundaries.md):
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
  'testcontainers',
];
const vendor = (message) => ({ group: vendorSdks.flatMap((p) => [p, `${p}/*`]), message });
const internals = { group: ['@qanoon/*/src', '@qanoon/*/src/*'], message: 'Import a package through its exports.' };
const packageImport = (names, message) => ({ group: names.flatMap((n) => [`@qanoon/${n}`, `@qanoon/${n}/*`]), message });

const boundaries = (patterns) => ({ rules: { 'no-restricted-imports': ['error', { patterns }] } });

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/build/**', 'web/build-*/**', '**/.cache/**', 'artifacts/**', 'web/public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
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
  },
);
