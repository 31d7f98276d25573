export { createSearch, type Search } from './search.ts';
export type { SearchDeps } from './deps.ts';
export type { SearchExport } from './queries/export.ts';
