// Reading the environment, without loading the services themselves: for a process that only
// supervises others (the web's primary process, ADR 0048).
export { ConfigError, loadEnv, parseEnv, storeEnvShape, type StoreEnv } from '@qanoon/infra/config';
