import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dockerCandidate, startEventStoreDbContainer } from './eventstoredb-container.ts';

describe('finding a Docker engine for testcontainers', () => {
  it('finds none when no DOCKER_HOST, properties file or socket is there', () => {
    expect(dockerCandidate({}, () => false)).toBeUndefined();
  });

  it('takes DOCKER_HOST first, then a socket in one of Docker\'s usual places', () => {
    expect(dockerCandidate({ DOCKER_HOST: 'tcp://docker:2375' }, () => false)).toBe('tcp://docker:2375');
    expect(dockerCandidate({}, (file) => file === '/var/run/docker.sock')).toBe('/var/run/docker.sock');
    const rootless = path.join('/run/user/1000', 'docker.sock');
    expect(dockerCandidate({ XDG_RUNTIME_DIR: '/run/user/1000' }, (file) => file === rootless)).toBe(rootless);
    const properties = path.join(os.homedir(), '.testcontainers.properties');
    expect(dockerCandidate({}, (file) => file === properties)).toBe(properties);
  });

  it.skipIf(dockerCandidate(process.env) !== undefined)('says why EventStoreDB is not started where there is no Docker, without loading testcontainers', async () => {
    expect(await startEventStoreDbContainer(process.env)).toEqual({ skipped: 'no Docker engine for testcontainers to start EventStoreDB in' });
  });
});
