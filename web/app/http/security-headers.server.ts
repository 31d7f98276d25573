import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** The nonce of this response's scripts and styles, as the CSP names it (res.locals). */
export const nonceOf = (locals: Record<string, unknown>): string => (typeof locals.cspNonce === 'string' ? locals.cspNonce : '');

/**
 * Security headers on every response (ADR 0026), through helmet. The CSP allows scripts and
 * style sheets only from this origin or carrying the response's nonce, which entry.server.tsx
 * gives Remix's scripts and styled-components' style tags; no page may frame ours. HSTS is sent
 * only behind a proxy that ends TLS (TRUST_PROXY), as a plain-http demo must stay reachable.
 */
export function securityHeaders(options: { behindTlsProxy: boolean }): RequestHandler[] {
  const nonce: RequestHandler = (_request, response, next) => {
    response.locals.cspNonce = randomBytes(16).toString('base64');
    next();
  };
  const withNonce = (_request: unknown, response: unknown) => `'nonce-${nonceOf((response as { locals: Record<string, unknown> }).locals)}'`;
  return [
    nonce,
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", withNonce],
          styleSrc: ["'self'", withNonce],
          // React writes a few computed positions as style attributes (the captcha's piece, the
          // side menu's offset); attributes cannot run script.
          styleSrcAttr: ["'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(options.behindTlsProxy ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      referrerPolicy: { policy: 'same-origin' },
      strictTransportSecurity: options.behindTlsProxy ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
      xFrameOptions: { action: 'deny' },
    }),
  ];
}
