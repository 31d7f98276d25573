export { createSearch, type Search } from './search.ts';
export type { SearchDeps } from './deps.ts';
export type { SearchExport } from './queries/export.ts';
export type { SynonymGroupView } from './synonyms/synonyms.ts';
