import { diary } from './diary/projection.ts';
import { payments } from './payments/projection.ts';
import type { Projection } from './projection.ts';
import { streamCatalog } from './stream-catalog/projection.ts';

/** Every projection the projector runs, by name. */
export const projections: readonly Projection[] = [streamCatalog, payments, diary];

export function findProjection(name: string): Projection | undefined {
  return projections.find((p) => p.name === name);
}
