// npm run health -w @qanoon/infra: the container health check of a process without an HTTP port
// (worker, projector). Exits 0 while the process's heartbeat is fresh, 1 with the reason otherwise.
import { heartbeatEnvShape, loadEnv } from '../config/env.ts';
import { heartbeatAge } from './heartbeat.ts';

const env = loadEnv(heartbeatEnvShape);
if (!env.HEARTBEAT_FILE) {
  process.stderr.write('unhealthy: HEARTBEAT_FILE is not set, so the process writes no heartbeat\n');
  process.exit(1);
}
const age = await heartbeatAge(env.HEARTBEAT_FILE);
const limitMs = env.HEARTBEAT_MAX_AGE_SECONDS * 1000;
if (age === null) {
  process.stderr.write(`unhealthy: no heartbeat in ${env.HEARTBEAT_FILE} yet\n`);
  process.exit(1);
}
if (age > limitMs) {
  process.stderr.write(`unhealthy: the last heartbeat is ${Math.round(age / 1000)} s old (limit ${env.HEARTBEAT_MAX_AGE_SECONDS} s)\n`);
  process.exit(1);
}
process.stdout.write(`healthy: heartbeat ${Math.round(age / 1000)} s ago\n`);
