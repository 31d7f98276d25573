import { heartbeatEnvShape, loadEnv, storeEnvShape } from '@qanoon/infra';
import { z } from 'zod';

/** The worker process's configuration, validated once at start. */
export const env = loadEnv({
  ...storeEnvShape,
  ...heartbeatEnvShape,
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** Seconds a job's lock lasts: a killed worker's job runs again after about twice this. */
  JOB_LOCK_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
});
