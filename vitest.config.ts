import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['contracts', 'infra', 'services', 'projections', 'web'].map((p) => `${p}/vitest.config.ts`),
  },
});
