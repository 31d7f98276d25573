import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the test's clusters live and listen: the folders and first ports of `npm run engines -- --nodes 3`. */
export interface ClusterPlan {
  elasticsearch: { home: string; nodes: number; port: number; transportPort: number };
  kafka: { home: string; nodes: number; port: number };
}

const repository = path.resolve(import.meta.dirname, '../../..');

export function clusterOf(env: NodeJS.ProcessEnv): ClusterPlan {
  const home = path.resolve(repository, env.CLUSTER_HOME || '.engines-cluster');
  const elasticsearchPort = Number(env.CLUSTER_ELASTICSEARCH_PORT || 19300);
  return {
    elasticsearch: { home: path.join(home, 'elasticsearch'), nodes: 3, port: elasticsearchPort, transportPort: elasticsearchPort + 100 },
    kafka: { home: path.join(home, 'kafka'), nodes: 3, port: Number(env.CLUSTER_KAFKA_PORT || 19492) },
  };
}

/** The live process behind a node's pid file, if any. */
export function runningPid(pidFile: string): number | undefined {
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

/** SIGKILL a node's JVM, as a machine that dies would, and wait until it is gone. */
export async function killNode(pidFile: string): Promise<number> {
  const pid = runningPid(pidFile);
  if (!pid) throw new Error(`no node runs for ${pidFile}`);
  process.kill(pid, 'SIGKILL');
  while (runningPid(pidFile)) await new Promise((resolve) => setTimeout(resolve, 50));
  return pid;
}
