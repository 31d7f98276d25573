import type { WebRuntime } from '@qanoon/services';
import type { WebEnv } from '../env.ts';

export type QanoonLoadContext = {
  env: WebEnv;
  runtime: WebRuntime;
};

declare module '@remix-run/node' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends QanoonLoadContext {}
}
