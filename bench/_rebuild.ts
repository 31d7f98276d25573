import { createDatabase, PostgresEventStore } from '@qanoon/infra';
import { findProjection, rebuildProjection } from '@qanoon/projections';
const db = createDatabase('postgres://postgres@127.0.0.1:5432/qanoon_bench_replay', { max: 4 });
const store = new PostgresEventStore(db);
const t = performance.now();
const r = await rebuildProjection(findProjection('payments')!, { db, eventStore: store }, { batchSize: 500 });
const s = (performance.now() - t) / 1000;
console.log('rebuild', r.applied, s.toFixed(2), 's', Math.round(r.applied / s), '/s');
await db.close();
