import { loadEnv, rooms, storeEnvShape } from '@qanoon/services';
import { createRuntime } from '@qanoon/services/runtime';

const text = process.argv[2];
if (!text) {
  process.stderr.write('usage: tsx emit-notice.ts "<text>"\n');
  process.exit(2);
}

const env = loadEnv(storeEnvShape);
const runtime = createRuntime(env, { applicationName: 'test-emitter' });
runtime.realtime.emit(rooms.everyone, 'notice', { text });
await runtime.close();
