export { loadEnv, parseEnv, storeEnvShape, ConfigError, type StoreEnv } from './config.ts';
export { DatabaseBusyError, rooms } from '@qanoon/infra';
export {
  BlobKindError,
  BlobTooLargeError,
  imageKinds,
  type BlobArea,
  type BlobKind,
  type StoredBlob,
} from '@qanoon/infra';
// The web's load context carries Services; the runtime with its stores is '@qanoon/services/runtime',
// for process entry points and tests only.
export type { Admin, Services } from './runtime.ts';
export type { FileIntake, FileRules, ReceivedFile } from './shared/uploads.ts';
export { ForbiddenError, type Actor, type Failure, type Outcome, type Success } from './shared/outcome.ts';
export * from './identity/index.ts';
export * from './billing/index.ts';
export * from './guard/index.ts';
export { demoAccounts } from './demo/demo-accounts.ts';
export * from './demo/legal-data/index.ts';
export * from './library/index.ts';
export * from './search/index.ts';
export * from './diary/index.ts';
export { toCsv, spreadsheetSafe, type CsvValue } from './shared/csv.ts';
