/**
 * Where tests find PostgreSQL and Redis: TEST_DATABASE_URL names this run's shared test database
 * (other test databases are named after it), REDIS_URL the Redis they share.
 */
export const testingEnv = {
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/qanoon_test',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
};
