import { loadEnv, storeEnvShape } from '@qanoon/infra';

const env = loadEnv(storeEnvShape);
const { createRuntime } = await import('../runtime.ts');
const runtime = createRuntime(env, { applicationName: 'qanoon-seed' });
const queue = runtime.queue('maintenance');
const id = await queue.enqueue('demo.seed', {});
process.stdout.write('Demo data: queued for the worker\n');
const result = await queue.waitFor(id, 120_000).catch((error: Error) => {
  process.stderr.write(`Demo data: ${error.message}\n`);
  process.exitCode = 1;
});
if (result) process.stdout.write(`Demo data: ready (${JSON.stringify(result)})\n`);
await runtime.close();
