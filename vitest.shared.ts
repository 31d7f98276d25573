import { defineProject } from 'vitest/config';

/** The settings every package's tests share: real stores, migrated once per run. */
export const packageTestConfig = (name: string, overrides: { testTimeout?: number } = {}) =>
  defineProject({
    test: {
      name,
      globalSetup: ['../infra/src/testing/global-setup.ts'],
      testTimeout: overrides.testTimeout ?? 30_000,
      hookTimeout: 60_000,
      include: ['src/**/*.test.ts'],
    },
  });
