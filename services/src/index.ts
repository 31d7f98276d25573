export { loadEnv, parseEnv, storeEnvShape, ConfigError, rooms, type StoreEnv } from '@qanoon/infra';
export * from './runtime.ts';
export * from './identity/index.ts';
export * from './billing/index.ts';
export { demoAccounts } from './demo/demo-accounts.ts';
