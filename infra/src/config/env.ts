import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must start with ${protocols.join(' or ')}`,
    });

const url = (protocols: string[], fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .refine((v) => protocols.some((p) => v.startsWith(p)) && URL.canParse(v), {
      message: `must be a URL starting with ${protocols.join(' or ')}`,
    });

/** The stores every process talks to. */
export const storeEnvShape = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: url(['postgres://', 'postgresql://'], 'postgres://postgres@127.0.0.1:5432/qanoon'),
  REDIS_URL: url(['redis://', 'rediss://'], 'redis://127.0.0.1:6379'),
  EVENTSTORE_URL: optionalUrl(['esdb://', 'esdb+discover://']),
  // One node's URL, or a cluster's nodes comma-separated (the client spreads requests over them
  // and passes over a node that stops answering, ADR 0073).
  ELASTICSEARCH_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.split(',').map((u) => u.trim()).filter(Boolean).join(',') : undefined))
    .refine((v) => v === undefined || v.split(',').every((u) => /^https?:\/\//.test(u) && URL.canParse(u)), {
      message: 'must be a URL starting with http:// or https://, or several separated by commas',
    }),
  // Indices are `<prefix>-case` and `<prefix>-statute`: several installations (or a test run
  // beside a demo) can share one Elasticsearch. Elasticsearch wants index names lowercase and
  // not starting with - or _.
  ELASTICSEARCH_INDEX_PREFIX: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9_-]*$/, 'must be lowercase letters, digits, - or _, starting with a letter or digit')
    .default('qanoon'),
  KAFKA_BROKERS: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.split(',').map((b) => b.trim()).filter(Boolean) : undefined))
    .refine((v) => v === undefined || v.every((b) => /^[\w.-]+:\d+$/.test(b)), {
      message: 'must be a comma-separated list of host:port',
    }),
  // The address people open the web at, for links in emails (a saved search's new judgments).
  PUBLIC_URL: url(['http://', 'https://'], 'http://localhost:3000'),
  SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
  SMS_URL: optionalUrl(['http://', 'https://']),
  MAIL_FROM: z.string().trim().min(3).default('Qanoon <no-reply@qanoon.local>'),
  // Where an SMS goes as an email, while SMTP_URL is set without SMS_URL, when the person's own
  // email is not known (the sign-up phone check).
  OPERATOR_EMAIL: z.email({ error: 'must be an email address' }).default('operator@qanoon.local'),
  QUEUE_PREFIX: z
    .string()
    .trim()
    .regex(/^[\w-]+$/, 'must be letters, digits, - or _')
    .default('qanoon'),
  // Relative to the repository, not to each process's working folder: web, worker and
  // projector start in different folders but must share one store of uploads.
  DATA_DIR: z
    .string()
    .trim()
    .min(1)
    .default('data')
    .transform((v) => path.resolve(repositoryRoot, v)),
  // A test clock: milliseconds added to the system clock where the diary asks for the time (what
  // today is, when reminders are due). Browser tests start processes ahead in time; 0 otherwise.
  CLOCK_OFFSET_MS: z.coerce.number().int().default(0),
} as const;

export type StoreEnv = z.infer<z.ZodObject<typeof storeEnvShape>>;

/** The heartbeat of a process without an HTTP port (worker, projector) and its health check. */
export const heartbeatEnvShape = {
  // Unset: no heartbeat is written. docker compose sets it, and checks it with `npm run health`.
  HEARTBEAT_FILE: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? path.resolve(v) : undefined)),
  HEARTBEAT_MAX_AGE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
} as const;

/** Validate a process's environment; throws a {@link ConfigError} naming the first bad variable. */
export function parseEnv<S extends z.ZodRawShape>(
  shape: S,
  source: Record<string, string | undefined> = process.env,
): z.infer<z.ZodObject<S>> {
  const result = z.object(shape).safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const variable = issue?.path.join('.') ?? 'environment';
  const value = source[variable];
  const reason = value === undefined && issue?.code === 'invalid_type' ? 'is required' : (issue?.message ?? 'is invalid');
  throw new ConfigError(`Invalid configuration: ${variable}: ${reason}`);
}

/**
 * Validate a process's environment at start. On bad configuration the process stops with one
 * line naming the variable, before it opens any connection.
 */
export function loadEnv<S extends z.ZodRawShape>(shape: S): z.infer<z.ZodObject<S>> {
  try {
    return parseEnv(shape);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
}
