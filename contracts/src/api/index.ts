export * from './tokens.ts';
export * from './token-schemas.ts';
export * from './responses.ts';
