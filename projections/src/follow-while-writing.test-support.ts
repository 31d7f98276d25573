import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database, EventStore } from '@qanoon/infra';
import type { Projection } from './projection.ts';
import { runProjection } from './runner.ts';

/** One stream's story: the appends to make, in order, each one or more events. */
export interface Story {
  stream: string;
  steps: { type: string; data: Record<string, unknown> }[][];
}

/**
 * Write `stories` with `writers` parallel writers, each appending its stories' steps in a random
 * interleaving at their exact revisions (with now and then an event of an unrelated stream
 * carrying `noiseType`), while `projection` follows the log live in small batches; resolves once
 * it has applied the whole log.
 */
export async function followWhileWriting(
  deps: { db: Database; eventStore: EventStore },
  projection: Projection,
  stories: Story[],
  options: { writers: number; random: () => number; noiseType: string },
): Promise<void> {
  const { random } = options;
  const running = runProjection(projection, deps, { batchSize: 13 });
  await Promise.all(
    Array.from({ length: options.writers }, async (_, w) => {
      const mine = stories.filter((_, i) => i % options.writers === w).map((story) => ({ ...story, next: 0, revision: -1n }));
      for (;;) {
        const open = mine.filter((s) => s.next < s.steps.length);
        const story = open[Math.floor(random() * open.length)];
        if (!story) return;
        const step = story.steps[story.next] ?? [];
        await deps.eventStore.appendToStream(story.stream, step, story.revision < 0n ? 'no_stream' : story.revision);
        if (random() < 0.05) await deps.eventStore.appendToStream(`other-${randomUUID()}`, [{ type: options.noiseType, data: { title: 'x' } }], 'no_stream');
        story.revision += BigInt(step.length);
        story.next += 1;
      }
    }),
  );
  const [head] = (await deps.db.query<{ head: bigint }>('SELECT max(global_position) AS head FROM events')).rows;
  while (running.position() !== head?.head) await sleep(20);
  await running.stop();
}
