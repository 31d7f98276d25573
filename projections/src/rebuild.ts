import { createDatabase, createEventStore, migrate } from '@qanoon/infra';
import { env } from './env.ts';
import { resetCheckpoint } from './checkpoints.ts';
import { findProjection, projections } from './registry.ts';
import { relayName } from './relay.ts';
import { rebuildProjection } from './runner.ts';

const name = process.argv[2];
const projection = name ? findProjection(name) : undefined;
if (!projection && name !== relayName) {
  process.stderr.write(
    `Usage: npm run projections:rebuild -- <name>\nProjections: ${[...projections.map((p) => p.name), relayName].join(', ')}\n`,
  );
  process.exit(64);
}

await migrate(env.DATABASE_URL);
const db = createDatabase(env.DATABASE_URL, { applicationName: 'qanoon-rebuild' });
const eventStore = createEventStore(env, db);

// The relay has no read model: rebuilding it means the projector publishes every event again.
if (!projection) {
  await resetCheckpoint(db, relayName, eventStore.identity);
  process.stdout.write(`${relayName} reset to position 0: the projector publishes every event again\n`);
  await eventStore.close();
  await db.close();
  process.exit(0);
}
const started = performance.now();
let last = 0;
const result = await rebuildProjection(
  projection,
  { db, eventStore },
  {
    batchSize: env.PROJECTION_BATCH_SIZE,
    onProgress: (_position, applied) => {
      if (performance.now() - last > 1000) {
        last = performance.now();
        process.stdout.write(`${projection.name}: ${applied} events applied\n`);
      }
    },
  },
);
const seconds = (performance.now() - started) / 1000;
process.stdout.write(
  `${projection.name} rebuilt from position 0: ${result.applied} events in ${seconds.toFixed(1)} s (checkpoint ${result.position})\n`,
);
await eventStore.close();
await db.close();
