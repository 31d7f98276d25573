import { describe, expect, it } from 'vitest';
import { dropDatabase, testDatabaseUrl, uniqueId } from '../testing/index.ts';
import { migrate } from './migrate.ts';

describe('migrating', () => {
  it('lets web, worker and projector migrate one new database at once: one applies every migration, the others wait and find none left', async () => {
    const name = uniqueId('qanoon_test_migrate_');
    const url = new URL(testDatabaseUrl);
    url.pathname = `/${name}`;
    try {
      const runs = await Promise.all(Array.from({ length: 4 }, () => migrate(url.toString())));
      const applied = runs.filter((names) => names.length > 0);
      expect(applied).toHaveLength(1);
      expect(applied[0]).toContain('0011_diary');
      expect(runs.filter((names) => names.length === 0)).toHaveLength(3);
      expect(await migrate(url.toString())).toEqual([]);
    } finally {
      await dropDatabase(name);
    }
  });
});
