// The web server: `WEB_PROCESSES` processes on one port (ADR 0048). The primary only supervises,
// so it loads the app's modules not at all; each serving process loads them in `serve.ts`.
import { loadWebEnv } from './env.ts';
import { webProcesses } from './processes.ts';

const env = loadWebEnv();
const address = `http://localhost:${env.PORT}`;

if (webProcesses(env.WEB_PROCESSES, address) === 'serve') {
  const { serve } = await import('./serve.ts');
  await serve(env, address);
}
