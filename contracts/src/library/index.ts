export * from './citation.ts';
export * from './import-kinds.ts';
export * from './imports.ts';
export * from './rows.ts';
export * from './views.ts';
export * from './bookmarks.ts';
export * from './citation-match.ts';
export * from './case-number.ts';
