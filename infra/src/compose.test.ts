import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Service {
  image?: string;
  build?: string | { context?: string; dockerfile?: string };
  command?: string | string[];
  environment?: Record<string, string | number> | string[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  healthcheck?: { test?: string | string[]; disable?: boolean };
  ports?: (string | { target?: number; published?: string | number })[];
  volumes?: (string | { type?: string; source?: string })[];
}

const root = path.resolve(import.meta.dirname, '../..');
const file = path.join(root, 'docker-compose.yml');
const compose = parse(readFileSync(file, 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
};
const services = compose.services;
const stores = ['postgres', 'redis', 'elasticsearch', 'kafka', 'eventstoredb', 'mailpit'];
const apps = ['web', 'worker', 'projector'];

// What each process opens (services/src/runtime.ts, services/src/worker.ts, projections/src/main.ts):
// web and worker send mail and search but never touch Kafka; only the projector relays to Kafka.
const engines: Record<string, string[]> = {
  web: ['postgres', 'redis', 'eventstoredb', 'elasticsearch', 'mailpit'],
  worker: ['postgres', 'redis', 'eventstoredb', 'elasticsearch', 'mailpit'],
  projector: ['postgres', 'redis', 'eventstoredb', 'kafka'],
};
const packageJson = (folder: string) =>
  JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };

const service = (name: string): Service => {
  const found = services[name];
  if (!found) throw new Error(`docker-compose.yml has no ${name} service`);
  return found;
};

// Compose substitutes ${VAR:-default} and ${VAR:?error} itself; a deployer's values go there.
const interpolate = (value: string) =>
  value.replace(/\$\{(\w+)(?::?[-?]([^}]*))?\}/g, (_, name: string, fallback?: string) => fallback ?? name);

function environment(svc: Service): Record<string, string> {
  const env = svc.environment ?? {};
  const entries = Array.isArray(env)
    ? env.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)])
    : Object.entries(env).map(([key, value]) => [key, String(value)]);
  return Object.fromEntries(entries.map(([key = '', value = '']) => [key, interpolate(value)]));
}

const dependencies = (svc: Service): Record<string, string | undefined> =>
  Array.isArray(svc.depends_on)
    ? Object.fromEntries(svc.depends_on.map((name) => [name, 'service_started']))
    : Object.fromEntries(Object.entries(svc.depends_on ?? {}).map(([name, dep]) => [name, dep.condition]));

const commandOf = (svc: Service) => (Array.isArray(svc.command) ? svc.command.join(' ') : (svc.command ?? ''));

const buildOf = (svc: Service) =>
  typeof svc.build === 'string'
    ? { context: svc.build, dockerfile: 'Dockerfile' }
    : { context: svc.build?.context ?? '.', dockerfile: svc.build?.dockerfile ?? 'Dockerfile' };

describe('docker-compose.yml', () => {
  it.each(stores)('runs %s with a health check', (name) => {
    const test = service(name).healthcheck?.test;
    expect(test, `${name} needs a healthcheck`).toBeDefined();
    expect(service(name).healthcheck?.disable).not.toBe(true);
  });

  it('builds web, worker, projector and migrate from the one Dockerfile at the root', () => {
    const builds = [...apps, 'migrate'].map((name) => buildOf(service(name)));
    expect(new Set(builds.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(builds[0]).toEqual({ context: '.', dockerfile: 'Dockerfile' });
  });

  it('gives each process its own command', () => {
    expect(commandOf(service('web'))).toBe('npm run start -w @qanoon/web');
    expect(commandOf(service('worker'))).toBe('npm run worker -w @qanoon/services');
    expect(commandOf(service('projector'))).toBe('npm run projector -w @qanoon/projections');
    expect(commandOf(service('migrate'))).toBe('npm run migrate');
  });

  it.each(apps)('starts %s once the engines it uses are healthy and the migration has completed, and waits for no other', (name) => {
    const deps = dependencies(service(name));
    expect(Object.keys(deps).sort()).toEqual([...(engines[name] ?? []), 'migrate'].sort());
    for (const engine of engines[name] ?? []) expect(deps[engine], `${name} on ${engine}`).toBe('service_healthy');
    expect(deps.migrate).toBe('service_completed_successfully');
  });

  it('starts web and worker without Kafka, which only the projector uses', () => {
    for (const name of ['web', 'worker']) {
      expect(Object.keys(dependencies(service(name)))).not.toContain('kafka');
      expect(environment(service(name)).KAFKA_BROKERS).toBeUndefined();
    }
    const brokers = (environment(service('projector')).KAFKA_BROKERS ?? '').split(',');
    for (const broker of brokers) expect(broker.split(':')[0]).toBe('kafka');
  });

  it('migrates once PostgreSQL is healthy, the only engine migrations use', () => {
    expect(dependencies(service('migrate'))).toEqual({ postgres: 'service_healthy' });
    expect(environment(service('migrate')).DATABASE_URL).toBe(environment(service('web')).DATABASE_URL);
  });

  it.each(apps)('points %s at every engine it uses by its compose service name', (name) => {
    const env = environment(service(name));
    const host = (variable: string) => new URL(env[variable] ?? '').hostname;
    expect(host('DATABASE_URL')).toBe('postgres');
    expect(host('REDIS_URL')).toBe('redis');
    expect(host('EVENTSTORE_URL')).toBe('eventstoredb');
    expect(env.EVENTSTORE_URL).toMatch(/^esdb:\/\/.*tls=false/);
    if (engines[name]?.includes('elasticsearch')) expect(host('ELASTICSEARCH_URL')).toBe('elasticsearch');
    expect(env.NODE_ENV).toBe('production');
    expect(env.DATA_DIR).toBe('/data');
  });

  it.each(['web', 'worker'])('sends the mail of %s, one-time codes included, to Mailpit', (name) => {
    const env = environment(service(name));
    expect(env.SMTP_URL).toBe('smtp://mailpit:1025');
    // Without an SMS gateway an SMS goes by email, so the operator reads codes in Mailpit.
    expect(env.SMS_URL).toBeUndefined();
    expect(env.DEV_OUTBOX).toBeUndefined();
    expect(env.OPERATOR_EMAIL).toMatch(/^[^@\s]+@[^@\s]+$/);
  });

  it("publishes Mailpit's web UI on port 8025", () => {
    const ports = (service('mailpit').ports ?? []).map((p) => (typeof p === 'string' ? p : `${p.published}:${p.target}`));
    expect(ports).toContain('8025:8025');
  });

  it('runs the Elasticsearch 8.19.9 the client library and the local engines speak', () => {
    expect(service('elasticsearch').image).toBe('docker.elastic.co/elasticsearch/elasticsearch:8.19.9');
    expect(packageJson('infra').dependencies?.['@elastic/elasticsearch']).toMatch(/^[~^]?8\.19\./);
  });

  it.each(apps)('checks the health of %s', (name) => {
    const check = service(name).healthcheck;
    expect(check?.test, `${name} needs a healthcheck`).toBeDefined();
    expect(check?.disable).not.toBe(true);
  });

  it.each(['worker', 'projector'])('checks %s by the heartbeat it writes while its stores answer', (name) => {
    expect(environment(service(name)).HEARTBEAT_FILE).toMatch(/^\//);
    expect([service(name).healthcheck?.test].flat().join(' ')).toBe('CMD npm run --silent health -w @qanoon/infra');
    expect(packageJson('infra').scripts.health).toBeDefined();
  });

  it('builds an image that can run npm run create-admin and npm run seed', () => {
    const manifest = packageJson('.');
    expect(manifest.scripts['create-admin']).toBe('npm run create-admin -w @qanoon/services --');
    expect(packageJson('services').scripts['create-admin']).toMatch(/^tsx src\/cli\/create-admin\.ts$/);
    expect(manifest.scripts.seed).toBeDefined();
    expect(manifest.devDependencies?.tsx).toBeDefined();
    const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    // tsx is a development dependency: the image keeps them, and the source the commands run.
    expect(dockerfile).toMatch(/^RUN npm ci$/m);
    expect(dockerfile).toMatch(/^COPY \. \.$/m);
    const ignored = readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n');
    for (const needed of ['services', 'services/src', 'infra', 'contracts', 'package.json']) expect(ignored).not.toContain(needed);
  });

  it('refuses to start without a session secret', () => {
    for (const name of apps) {
      expect(String((service(name).environment as Record<string, string>).SESSION_SECRET)).toMatch(
        /^\$\{SESSION_SECRET:\?.+\}$/,
      );
    }
  });

  it('publishes the web app on port 3000 and checks it at /healthz', () => {
    const ports = (service('web').ports ?? []).map((p) => (typeof p === 'string' ? p : `${p.published}:${p.target}`));
    expect(ports.some((p) => /(^|:)3000:3000$/.test(p))).toBe(true);
    expect([service('web').healthcheck?.test].flat().join(' ')).toContain('/healthz');
  });

  it('declares every named volume the services use', () => {
    const used = Object.values(services).flatMap((svc) =>
      (svc.volumes ?? []).flatMap((volume) => {
        const source = typeof volume === 'string' ? volume.split(':')[0] : volume.type === 'volume' ? volume.source : undefined;
        return source && !/^[./~$]/.test(source) ? [source] : [];
      }),
    );
    expect(used.length).toBeGreaterThan(0);
    for (const name of used) expect(Object.keys(compose.volumes ?? {})).toContain(name);
  });

  it('shares one data volume between the app processes', () => {
    const dataVolume = (name: string) =>
      (service(name).volumes ?? []).find((v) => typeof v === 'string' && v.endsWith(':/data'));
    expect(new Set(apps.map(dataVolume)).size).toBe(1);
    expect(dataVolume('web')).toBeDefined();
  });
});
