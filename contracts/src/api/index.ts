export * from './tokens.ts';
export * from './responses.ts';
