export * from './messages.ts';
export * from './constants.ts';
export * from './identity/index.ts';
export * from './billing/index.ts';
export * from './library/index.ts';
export * from './search/index.ts';
export * from './diary/index.ts';
export * from './api/index.ts';
export { useExactChecks, type ExactCheckCompiler } from './event-reader.ts';
