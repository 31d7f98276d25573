import { availableParallelism } from 'node:os';
import { limits } from '@qanoon/contracts';
import { loadEnv, storeEnvShape } from '@qanoon/services/config';
import { z } from 'zod';

const production = process.env.NODE_ENV === 'production';

// Only for development and tests; production must bring its own secret.
const developmentSessionSecret = 'qanoon-development-session-secret-not-for-production';

const portMessage = 'must be a whole number from 1 to 65535';

export const webEnvShape = {
  ...storeEnvShape,
  PORT: z
    .string()
    .trim()
    .regex(/^\d+$/, portMessage)
    .default('3000')
    .transform(Number)
    .refine((port) => port >= 1 && port <= 65535, portMessage),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  /** Where `remix vite:build` wrote the app, relative to web/. */
  BUILD_DIR: z.string().trim().min(1).default('build'),
  // The development outbox (/dev/outbox) shows codes that were not sent; off in production
  // unless a local demo asks for it (npm start does, as it has no SMS gateway).
  DEV_OUTBOX: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default(production ? 'false' : 'true')
    .transform((v) => v === 'true'),
  // The 50 clicks (docs/product-rules.md#clicks-and-captcha) before the captcha; the browser test suite raises it for long journeys.
  CLICK_LIMIT: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,8}$/, 'must be a whole number from 1')
    .default(String(limits.clickCounterLimit))
    .transform(Number),
  // Behind a reverse proxy that ends HTTPS, the number of proxies in front of the app: their
  // X-Forwarded-Proto and -For are then believed, so links the app writes (the calendar feed's
  // address) say https. 0 (the default) believes no such header.
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, 'must be the number of proxies in front of the app, 0 for none')
    .default('0')
    .transform(Number),
  // Client addresses the per-address abuse limits leave alone, comma-separated (ADR 0026): none
  // unless an operator lists some; the browser tests list loopback, as every journey comes from it.
  LIMIT_EXEMPT_ADDRESSES: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((a) => a.trim()).filter(Boolean)),
  // Web processes sharing the port (ADR 0048): in production one a core up to four (each holds up
  // to 10 PostgreSQL connections), so pages render on every core; in development one, beside Vite.
  WEB_PROCESSES: z
    .string()
    .trim()
    .regex(/^([1-9]|[1-5]\d|6[0-4])$/, 'must be a whole number from 1 to 64')
    .default(String(production ? Math.min(availableParallelism(), 4) : 1))
    .transform(Number),
  SESSION_SECRET: production
    ? z.string().min(32, 'must be at least 32 characters')
    : z.string().min(32, 'must be at least 32 characters').default(developmentSessionSecret),
};

export type WebEnv = ReturnType<typeof loadWebEnv>;

export function loadWebEnv() {
  return loadEnv(webEnvShape);
}
