export * from './messages.ts';
export * from './constants.ts';
