import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv, storeEnvShape } from './env.ts';

describe('store configuration', () => {
  it('works on this machine with no variables set', () => {
    const env = parseEnv(storeEnvShape, {});
    expect(env.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/qanoon');
    expect(env.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(env.EVENTSTORE_URL).toBeUndefined();
    expect(env.ELASTICSEARCH_URL).toBeUndefined();
    expect(env.ELASTICSEARCH_INDEX_PREFIX).toBe('qanoon');
  });

  it('keeps uploads in one folder of the repository, whichever folder a process starts in', () => {
    const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
    expect(parseEnv(storeEnvShape, {}).DATA_DIR).toBe(path.join(repository, 'data'));
    expect(parseEnv(storeEnvShape, { DATA_DIR: 'uploads' }).DATA_DIR).toBe(path.join(repository, 'uploads'));
    expect(parseEnv(storeEnvShape, { DATA_DIR: '/srv/qanoon' }).DATA_DIR).toBe('/srv/qanoon');
  });

  it('switches engines on when their URLs are set', () => {
    const env = parseEnv(storeEnvShape, {
      EVENTSTORE_URL: 'esdb://eventstoredb:2113?tls=false',
      ELASTICSEARCH_URL: 'http://elasticsearch:9200',
      KAFKA_BROKERS: 'kafka:9092, kafka2:9092',
    });
    expect(env.KAFKA_BROKERS).toEqual(['kafka:9092', 'kafka2:9092']);
    expect(env.EVENTSTORE_URL).toBe('esdb://eventstoredb:2113?tls=false');
  });

  it('takes a cluster\'s Elasticsearch nodes as a comma-separated ELASTICSEARCH_URL', () => {
    const env = parseEnv(storeEnvShape, { ELASTICSEARCH_URL: ' http://es1:9200, http://es2:9200 ,http://es3:9200' });
    expect(env.ELASTICSEARCH_URL).toBe('http://es1:9200,http://es2:9200,http://es3:9200');
  });

  it('takes an index prefix of its own for Elasticsearch', () => {
    expect(parseEnv(storeEnvShape, { ELASTICSEARCH_INDEX_PREFIX: 'qanoon_staging-2' }).ELASTICSEARCH_INDEX_PREFIX).toBe('qanoon_staging-2');
  });

  it.each([
    ['DATABASE_URL', 'mysql://localhost/qanoon'],
    ['REDIS_URL', 'localhost:6379'],
    ['EVENTSTORE_URL', 'http://eventstoredb:2113'],
    ['ELASTICSEARCH_URL', 'elasticsearch:9200'],
    ['ELASTICSEARCH_URL', 'http://es1:9200,es2:9200'],
    ['KAFKA_BROKERS', 'kafka'],
    ['NODE_ENV', 'staging'],
    ['QUEUE_PREFIX', 'has space'],
    ['ELASTICSEARCH_INDEX_PREFIX', 'Qanoon'],
    ['ELASTICSEARCH_INDEX_PREFIX', '-qanoon'],
    ['ELASTICSEARCH_INDEX_PREFIX', 'qanoon*'],
  ])('names %s when it is malformed', (variable, value) => {
    const error = (() => {
      try {
        parseEnv(storeEnvShape, { [variable]: value });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(new RegExp(`^Invalid configuration: ${variable}: `));
  });
});

describe('.env.example', () => {
  const repository = path.resolve(import.meta.dirname, '../../..');
  const readme = readFileSync(path.join(repository, 'README.md'), 'utf8');
  const example = readFileSync(path.join(repository, '.env.example'), 'utf8').split('\n');
  const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1));
  const documented = [...table.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((m) => m[1]);

  it('reads the configuration table', () => {
    expect(documented).toContain('DATABASE_URL');
  });

  it.each(documented)('shows %s, with a comment saying what it is for', (variable) => {
    const line = example.findIndex((l) => new RegExp(`^(# )?${variable}=`).test(l));
    expect(line, `${variable} is missing from .env.example`).toBeGreaterThanOrEqual(0);
    const above = example.slice(0, line).reverse();
    const comment = above.find((l) => !/^(# )?[A-Z][A-Z0-9_]*=/.test(l));
    expect(comment, `${variable} has no comment above it`).toMatch(/^# \S/);
  });
});
