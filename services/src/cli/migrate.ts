import { loadEnv, migrate, storeEnvShape } from '@qanoon/infra';

const env = loadEnv(storeEnvShape);
const applied = await migrate(env.DATABASE_URL, { log: () => {} });
process.stdout.write(applied.length ? `Applied ${applied.length} migrations: ${applied.join(', ')}\n` : 'Database is up to date\n');
