export * from './projection.ts';
export { projections, findProjection } from './registry.ts';
export { runProjection, rebuildProjection, applyBatch } from './runner.ts';
