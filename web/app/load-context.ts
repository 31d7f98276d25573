import type { Services } from '@qanoon/services';
import type { WebEnv } from '../env.ts';

export type QanoonLoadContext = {
  env: WebEnv;
  /** One facade per bounded context: routes reach the product only through these, never a store. */
  services: Services;
  /**
   * Where the request came from (behind TRUST_PROXY proxies, the address they saw), for the
   * per-address abuse limits; null for an address LIMIT_EXEMPT_ADDRESSES leaves alone.
   */
  client: { address: string | null };
  /** The nonce this response's CSP allows scripts and style tags with (security-headers.server.ts). */
  cspNonce: string;
};

declare module '@remix-run/node' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends QanoonLoadContext {}
}
