import type { JobHandler } from '@qanoon/infra';
import { seedDemoData } from '../demo/seed-demo-data.ts';
import type { QueueName, Runtime } from '../runtime.ts';

/** Every background job, by queue and job name. */
export function jobHandlers(runtime: Runtime): Record<QueueName, Record<string, JobHandler>> {
  return {
    imports: {},
    maintenance: {
      'demo.seed': (job) => seedDemoData(runtime, job),
    },
  };
}
