export * from './messages.ts';
export * from './constants.ts';
export * from './identity/index.ts';
