import { createDatabase } from '../postgres/database.ts';
import { freshDatabase } from '../testing/index.ts';
import { PostgresSearchEngine } from './postgres-search-engine.ts';
import { searchEngineContract } from './search-engine.contract.ts';

searchEngineContract('PostgreSQL', async () => {
  const db = createDatabase(await freshDatabase('qanoon_test_search'));
  const engine = new PostgresSearchEngine(db);
  engine.close = () => db.close();
  return engine;
});
