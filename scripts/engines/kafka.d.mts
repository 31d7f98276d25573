/**
 * Start a single-node Kafka broker whose files live under `home`, or find it already running.
 * Resolves once it answers a metadata request.
 */
export function startKafka(options: {
  home: string;
  port?: number;
  controllerPort?: number;
  log?: (line: string) => void;
}): Promise<{ brokers: string; pid: number }>;

/** Stop the broker started under `home`: SIGTERM its process group, SIGKILL if it lingers. */
export function stopKafka(options: { home: string }): Promise<boolean>;
