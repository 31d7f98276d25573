import { heartbeatEnvShape, loadEnv, storeEnvShape } from '@qanoon/infra';
import { z } from 'zod';

/** The projector process's configuration, validated once at start. */
export const env = loadEnv({
  ...storeEnvShape,
  ...heartbeatEnvShape,
  PROJECTION_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(500),
});
