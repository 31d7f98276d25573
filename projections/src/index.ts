export * from './projection.ts';
export { projections, findProjection, followProjection } from './registry.ts';
export { runProjection, rebuildProjection, applyBatch } from './runner.ts';
export { runRelay, startRelay, relayName } from './relay.ts';
