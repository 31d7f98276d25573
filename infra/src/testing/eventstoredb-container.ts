import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** EventStoreDB's image as docker-compose.yml runs it. */
export const eventStoreDbImage = 'eventstore/eventstore:24.10';

/**
 * Where a Docker engine could answer, looked up without asking it: DOCKER_HOST, testcontainers'
 * own properties file, or a socket in one of Docker's usual places. Nothing found means no engine,
 * and the suites that would start one skip at once instead of loading testcontainers.
 */
export function dockerCandidate(env: NodeJS.ProcessEnv, exists: (file: string) => boolean = existsSync): string | undefined {
  if (env.DOCKER_HOST) return env.DOCKER_HOST;
  const home = os.homedir();
  const places = [
    path.join(home, '.testcontainers.properties'),
    '/var/run/docker.sock',
    path.join(home, '.docker', 'run', 'docker.sock'),
    path.join(home, '.docker', 'desktop', 'docker.sock'),
    ...(env.XDG_RUNTIME_DIR ? [path.join(env.XDG_RUNTIME_DIR, 'docker.sock')] : []),
  ];
  return places.find((place) => exists(place));
}

export type StartedEventStoreDb = { url: string; stop(): Promise<void> } | { skipped: string };

/**
 * A single EventStoreDB node in memory, insecure, started through testcontainers when a Docker
 * engine answers; else why not, for the suite's title.
 */
export async function startEventStoreDbContainer(env: NodeJS.ProcessEnv): Promise<StartedEventStoreDb> {
  if (!dockerCandidate(env)) return { skipped: 'no Docker engine for testcontainers to start EventStoreDB in' };
  const { GenericContainer, Wait, getContainerRuntimeClient } = await import('testcontainers');
  try {
    await getContainerRuntimeClient();
  } catch (error) {
    return { skipped: `no Docker engine answers testcontainers (${(error as Error).message})` };
  }
  const container = await new GenericContainer(eventStoreDbImage)
    .withEnvironment({
      EVENTSTORE_INSECURE: 'true',
      EVENTSTORE_MEM_DB: 'true',
      EVENTSTORE_CLUSTER_SIZE: '1',
      EVENTSTORE_RUN_PROJECTIONS: 'None',
      EVENTSTORE_ENABLE_ATOM_PUB_OVER_HTTP: 'true',
    })
    .withExposedPorts(2113)
    .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
    .withStartupTimeout(120_000)
    .start();
  return {
    url: `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
    async stop() {
      await container.stop();
    },
  };
}
