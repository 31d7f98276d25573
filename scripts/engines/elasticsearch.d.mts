export const elasticsearchVersion: string;

/** Start a single node unless it already runs; resolves once it answers, with its URL. */
export function startElasticsearch(options: {
  home: string;
  port?: number;
  transportPort?: number;
  heap?: string;
  timeoutMs?: number;
  log?: (line: string) => void;
}): Promise<{ url: string; pid: number }>;

export function stopElasticsearch(options: { home: string }): Promise<boolean>;

export interface ElasticsearchClusterNode {
  name: string;
  url: string;
  port: number;
  transportPort: number;
  dir: string;
  config: string;
  pidFile: string;
  logFile: string;
}

/** The nodes of a local cluster under `home`: node i answers on `port + i - 1`, talks to the others on `transportPort + i - 1`. */
export function elasticsearchClusterNodes(options: { home: string; nodes: number; port: number; transportPort: number }): ElasticsearchClusterNode[];

/** Start (or restart) one node of the cluster; resolves with its pid once the cluster has all its nodes again. */
export function startElasticsearchNode(options: {
  home: string;
  node: ElasticsearchClusterNode;
  cluster: ElasticsearchClusterNode[];
  heap?: string;
  timeoutMs?: number;
}): Promise<number>;

/** Start a cluster of nodes, each a master candidate and a data node; resolves with their URLs once all have joined. */
export function startElasticsearchCluster(options: {
  home: string;
  nodes: number;
  port: number;
  transportPort: number;
  heap?: string;
  log?: (line: string) => void;
}): Promise<{ urls: string[] }>;

/** Stop every node of a cluster under `home`; whether any was running. */
export function stopElasticsearchCluster(options: { home: string }): Promise<boolean>;
