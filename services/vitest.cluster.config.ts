import { defineConfig } from 'vitest/config';

/**
 * `npm run test:cluster`: the product against three-node Elasticsearch and Kafka clusters while a
 * node is killed (ADR 0073). Not part of `npm test`: it runs six JVMs and takes minutes.
 */
export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'cluster',
    globalSetup: ['../infra/src/testing/global-setup.ts', './tests/cluster/cluster-setup.ts'],
    include: ['tests/cluster/*.cluster.test.ts'],
    fileParallelism: false,
    testTimeout: 15 * 60_000,
    hookTimeout: 10 * 60_000,
  },
});
