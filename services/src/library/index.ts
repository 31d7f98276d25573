export { createLibrary, type Library } from './library.ts';
export { createImports, type Imports } from './imports.ts';
export { defaultImportSettings, type ImportSettings, type LibraryDeps } from './deps.ts';
export { importJobName } from './import/import-jobs.ts';
export type { RejectionSummary } from './import/first-rejections.ts';
