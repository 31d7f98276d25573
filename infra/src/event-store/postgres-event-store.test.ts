import { createDatabase } from '../postgres/database.ts';
import { testDatabaseUrl } from '../testing/index.ts';
import { eventStoreContract } from './event-store.contract.ts';
import { PostgresEventStore } from './postgres-event-store.ts';

eventStoreContract('PostgreSQL', async () => {
  const db = createDatabase(testDatabaseUrl, { max: 20 });
  const store = new PostgresEventStore(db);
  const close = store.close.bind(store);
  store.close = async () => {
    await close();
    await db.close();
  };
  return store;
});
