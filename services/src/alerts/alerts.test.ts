import { alertLimits, alertMessages, csvHeaders, savedSearchAlertEvent, type SavedSearchAlert } from '@qanoon/contracts';
import { createElasticsearchSearchEngine, createOutboxNotifier, rooms } from '@qanoon/infra';
import { uniqueId } from '@qanoon/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaidPackageHolders } from '../billing/paid-package-holders.ts';
import { createUserDirectory } from '../identity/user-directory.ts';
import { createSearch } from '../search/search.ts';
import { csv, libraryTestKit, type LibraryTestKit } from '../library/test-kit.ts';
import { createAlerts, type Alerts } from './alerts.ts';

const elasticsearchUrl = process.env.ELASTICSEARCH_URL;
const engines = [
  { name: 'PostgreSQL', engine: undefined },
  ...(elasticsearchUrl ? [{ name: 'Elasticsearch', engine: elasticsearchUrl }] : []),
] as const;

const judgment = (id: string, refs: string, laws: string, text: string, court = 'Supreme Court of Pakistan') => [
  id,
  `Parties of ${id}`,
  'A Judge',
  'A Lawyer',
  court,
  refs,
  laws,
  '',
  text,
];
const library = csv(csvHeaders.cases, [
  judgment('PLD 2019 SC 1', '', 'PPC-302', 'Murder appeal: the conviction was maintained on the ocular account.'),
  judgment('2018 SCMR 10', '', '', 'Pre-arrest bail refused: the accused absconded.'),
]);
// What the administrator uploads next: one judgment for the saved search, one citing the followed
// citation in another written form, and one for neither.
const arrivals = csv(csvHeaders.cases, [
  judgment('2024 SCMR 100', '', '', 'Pre-arrest bail granted: mala fide of the complainant was shown.'),
  judgment('2024 SCMR 200', 'PLD 2019 Supreme Court 1', 'PPC-302', 'The appeal followed the rule of the larger bench on the ocular account.'),
  judgment('2024 CLC 300', '', '', 'Suit for recovery of dower decreed by the family court.', 'Lahore High Court'),
]);

// A judgment of the arrivals, as the engine indexed it, for asking kept queries about it.
const scmr2024 = { kind: 'case' as const, id: '2024 SCMR 100', title: 'Parties of 2024 SCMR 100', body: '', journal: 'SCMR', year: 2024, page: 100 };

describe.each(engines)('saved searches and followed citations on $name', ({ name, engine }) => {
  let kit: LibraryTestKit;
  let alerts: Alerts;
  let later: Date | null = null;
  const outbox = () => kit.db.query<{ recipient: string; subject: string; body: string }>('SELECT recipient, subject, body FROM outbox_messages ORDER BY id');
  /** A lawyer whose package ends in `packageDays` (the payments read model as billing projects it). */
  const user = async (email: string, packageDays = 30) => {
    const { rows } = await kit.db.query<{ id: string }>(
      `INSERT INTO users (criteria, first_name, last_name, email, contact, address, city, password_hash)
       VALUES ('lawyer', 'Sana', 'Lawyer', $1, $2, 'Mall Road', 'Lahore', 'not-a-hash') RETURNING id`,
      [email, `+9230${Math.floor(Math.random() * 1e8).toString().padStart(8, '0')}`],
    );
    const userId = rows[0]?.id ?? '';
    await kit.db.query(
      `INSERT INTO payments (user_id, payment_id, email, package, duration_days, fee, registration, total, is_paid, expire_at, submitted_at, updated_at)
       VALUES ($1, gen_random_uuid(), $2, 'yearly', 365, 0, 0, 0, 'true', now() + $3 * interval '1 day', now(), now())`,
      [userId, email, packageDays],
    );
    return { userId };
  };
  const prefix = uniqueId('qt-alerts-');

  beforeAll(async () => {
    kit = await libraryTestKit(`qanoon_test_alerts_${name.toLowerCase()}`, {
      ...(engine ? { searchEngine: () => createElasticsearchSearchEngine(engine, { indexPrefix: prefix, refresh: 'wait_for' }) } : {}),
    });
    expect(await kit.importFile('cases', library)).toMatchObject({ state: 'done', inserted: 2n });
    const search = createSearch({ db: kit.db, searchEngine: kit.searchEngine, users: kit.users });
    alerts = createAlerts({
      db: kit.db,
      searchEngine: kit.searchEngine,
      realtime: kit.realtime,
      notifier: createOutboxNotifier(kit.db),
      users: createUserDirectory(kit.db),
      paidHolders: createPaidPackageHolders(kit.db),
      engineQuery: (mode, values) => search.toEngineQuery(mode, values),
      publicUrl: 'https://qanoon.example.pk',
      clock: () => later ?? new Date(),
    });
    // What was in the library before is matched now, to nothing: no search was saved yet.
    expect(await alerts.matchNewJudgments()).toMatchObject({ matches: 0 });
  }, 120_000);
  afterAll(async () => {
    await kit?.close();
    if (elasticsearchUrl) await fetch(`${elasticsearchUrl}/${prefix}-*`, { method: 'DELETE' });
  });

  it('tells the lawyer of new judgments that match a saved search or cite a followed citation, live and by email, and of nothing else', async () => {
    const lawyer = await user('sana@example.pk');
    const other = await user('bilal@example.pk');
    const saved = await alerts.saveSearch(lawyer, { tab: 'caselaw', keyword: 'pre-arrest bail', from: '2000', to: '2030', name: 'Pre-arrest bail', rhythm: 'instant' });
    expect(saved).toMatchObject({ ok: true, message: alertMessages.saved });
    expect(await alerts.followCitation(lawyer, { citation: 'PLD 2019 SC 1' })).toMatchObject({ ok: true, message: alertMessages.followed });
    const dower = await alerts.saveSearch(other, { tab: 'advance', keyword: 'dower', name: 'Dower', rhythm: 'daily' });
    const paused = await alerts.saveSearch(other, { tab: 'advance', keyword: 'bail', name: 'Bail, paused', rhythm: 'instant' });
    if (!paused.ok || !dower.ok) throw new Error('not saved');
    await alerts.pause(other, paused.id);

    expect(await kit.importFile('cases', arrivals)).toMatchObject({ state: 'done', inserted: 3n });
    const before = kit.notices.length;
    expect(await alerts.matchNewJudgments()).toMatchObject({ matches: 3 });

    const live = kit.notices.slice(before).filter((n) => n.event === savedSearchAlertEvent);
    const toLawyer = live.find((n) => n.room === rooms.user(lawyer.userId))?.payload as SavedSearchAlert;
    expect(toLawyer.searches.map((s) => [s.name, s.count]).sort()).toEqual([
      ['Judgments citing PLD 2019 SC 1', 1],
      ['Pre-arrest bail', 1],
    ]);
    expect(live.find((n) => n.room === rooms.user(other.userId))?.payload).toEqual({ searches: [{ id: dower.id, name: 'Dower', count: 1 }] });

    // "As it happens": the email went at once, listing each new judgment with its link.
    const emails = (await outbox()).rows;
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ recipient: 'sana@example.pk', subject: '2 new judgments for 2 saved searches' });
    expect(emails[0]?.body).toContain('Pre-arrest bail:\n- 2024 SCMR 100, Parties of 2024 SCMR 100 (Supreme Court of Pakistan)\n  https://qanoon.example.pk/cases/2024%20SCMR%20100');
    expect(emails[0]?.body).toContain('Judgments citing PLD 2019 SC 1:\n- 2024 SCMR 200');
    expect(emails[0]?.body).not.toContain('2024 CLC 300');

    const list = await alerts.list(lawyer);
    expect(list.map((s) => [s.name, s.matches.map((m) => m.citationId)])).toEqual([
      ['Pre-arrest bail', ['2024 SCMR 100']],
      ['Judgments citing PLD 2019 SC 1', ['2024 SCMR 200']],
    ]);
    // The paused search matched nothing; the other user sees only their own.
    expect((await alerts.list(other)).map((s) => [s.name, s.matchCount])).toEqual([
      ['Dower', 1],
      ['Bail, paused', 0],
    ]);

    // Matching again finds nothing new and tells no one twice.
    const after = kit.notices.length;
    expect(await alerts.matchNewJudgments()).toMatchObject({ matches: 0 });
    expect(kit.notices.slice(after).filter((n) => n.event === savedSearchAlertEvent)).toEqual([]);

    // The daily digest waits its day, then comes once.
    expect(await alerts.sendDigests()).toMatchObject({ emails: 0 });
    later = new Date(Date.now() + 24 * 3600_000);
    expect(await alerts.sendDigests()).toMatchObject({ emails: 1, judgments: 1 });
    const digest = (await outbox()).rows.at(-1);
    expect(digest).toMatchObject({ recipient: 'bilal@example.pk', subject: '1 new judgment for "Dower"' });
    expect(await alerts.sendDigests()).toMatchObject({ emails: 0 });
  });

  it('holds no transaction or lock while it emails or tells anyone: the saved search, its matches and the progress can change meanwhile, and each alert goes once', { timeout: 120_000 }, async () => {
    const email = `${uniqueId('unlocked')}@example.pk`;
    const reader = await user(email);
    const saved = await alerts.saveSearch(reader, { tab: 'advance', keyword: 'preemption', name: 'Pre-emption', rhythm: 'instant' });
    if (!saved.ok) throw new Error(saved.message);
    /** Another request, while the alert is on its way: it may wait on no lock matching holds. */
    const meanwhile = () =>
      kit.db.transaction(async (tx) => {
        await tx.query("SET LOCAL lock_timeout = '2s'");
        await tx.query('UPDATE saved_search_progress SET reached = reached');
        await tx.query("UPDATE saved_searches SET name = 'Pre-emption suits' WHERE id = $1", [saved.id]);
        const { rowCount } = await tx.query('UPDATE saved_search_matches SET matched_at = matched_at WHERE saved_search_id = $1', [saved.id]);
        // Each update above waits at most 2 s for a lock: one held by matching while it emails fails the test.
        // (Whether any session is idle in a transaction is not asked: the second matcher's own short
        // transaction may be open at that moment on a loaded machine, and that is no lock of the emailing one.)
        return { matches: rowCount };
      });
    const seen: Awaited<ReturnType<typeof meanwhile>>[] = [];
    const whileEmitted: ReturnType<typeof meanwhile>[] = [];
    const mailed: string[] = [];
    const outboxNotifier = createOutboxNotifier(kit.db);
    const slowAlerts = createAlerts({
      db: kit.db,
      searchEngine: kit.searchEngine,
      realtime: {
        ...kit.realtime,
        emit: (room, event, payload) => {
          kit.realtime.emit(room, event, payload);
          if (room === rooms.user(reader.userId)) whileEmitted.push(meanwhile());
        },
      },
      // A slow mail server: the email takes as long as another request's whole transaction.
      notifier: {
        async send(notice) {
          seen.push(await meanwhile());
          mailed.push(notice.to);
          await outboxNotifier.send(notice);
        },
        close: async () => {},
      },
      users: createUserDirectory(kit.db),
      paidHolders: createPaidPackageHolders(kit.db),
      engineQuery: async (mode, values) => createSearch({ db: kit.db, searchEngine: kit.searchEngine, users: kit.users }).toEngineQuery(mode, values),
      publicUrl: 'https://qanoon.example.pk',
    });
    const suits = csv(csvHeaders.cases, [judgment('2026 CLC 901', '', '', 'Suit for preemption decreed: the talb-i-muwathibat was made at once.', 'Lahore High Court')]);
    expect(await kit.importFile('cases', suits)).toMatchObject({ state: 'done', inserted: 1n });
    const before = kit.notices.length;
    // Two matchers at once (the job after an import and the ten-minute one): one notice, one email.
    const [first, second] = await Promise.all([slowAlerts.matchNewJudgments(), slowAlerts.matchNewJudgments()]);
    expect((first?.matches ?? 0) + (second?.matches ?? 0)).toBe(1);
    expect(seen).toEqual([{ matches: 1 }]);
    expect(await Promise.all(whileEmitted)).toEqual([{ matches: 1 }]);
    expect(mailed).toEqual([email]);
    expect(kit.notices.slice(before).filter((n) => n.room === rooms.user(reader.userId))).toHaveLength(1);
    expect((await outbox()).rows.filter((row) => row.recipient === email)).toHaveLength(1);
    // The rename made while the email went is kept, and nothing is left to send.
    expect((await alerts.list(reader)).map((s) => [s.name, s.matchCount])).toEqual([['Pre-emption suits', 1]]);
    expect(await slowAlerts.sendDigests()).toMatchObject({ emails: 0 });
    const { rows: left } = await kit.db.query<{ n: number }>('SELECT count(*)::int AS n FROM saved_search_notices');
    expect(left[0]?.n).toBe(0);
  });

  it('reads an import larger than a chunk once, though all its judgments carry one time to the microsecond', { timeout: 120_000 }, async () => {
    const reader = await user(`${uniqueId('reader')}@example.pk`);
    const saved = await alerts.saveSearch(reader, { tab: 'advance', keyword: 'tenancy', name: 'Tenancy', rhythm: 'weekly' });
    if (!saved.ok) throw new Error(saved.message);
    // One batch, one transaction: 1,050 judgments (more than matching reads at a time) stamped with the same updated_at.
    const many = Array.from({ length: 1050 }, (_, i) =>
      judgment(`2025 MLD ${10000 + i}`, '', '', i % 9 === 0 ? 'Ejectment of a tenant: the tenancy ended with notice.' : 'Recovery of a loan.'),
    );
    expect(await kit.importFile('cases', csv(csvHeaders.cases, many))).toMatchObject({ state: 'done', inserted: 1050n });
    const { rows: stamps } = await kit.db.query<{ n: number }>("SELECT count(DISTINCT updated_at)::int AS n FROM case_laws WHERE citation_id LIKE '2025 MLD %'");
    expect(stamps[0]?.n).toBeLessThan(3);
    const matched = await alerts.matchNewJudgments();
    expect(matched.judgments).toBeGreaterThanOrEqual(1050);
    expect(matched.judgments).toBeLessThan(1100);
    expect((await alerts.list(reader))[0]?.matchCount).toBe(117);
    expect(await alerts.matchNewJudgments()).toMatchObject({ matches: 0 });
  });

  it('keeps the alerts of a lapsed package waiting, neither shown live nor emailed, and sends them once it is paid again', async () => {
    const email = `${uniqueId('lapsed')}@example.pk`;
    const lapsed = await user(email, -1);
    const saved = await alerts.saveSearch(lapsed, { tab: 'advance', keyword: 'khula', name: 'Khula', rhythm: 'instant' });
    if (!saved.ok) throw new Error(saved.message);
    const khula = csv(csvHeaders.cases, [judgment('2023 CLC 777', '', '', 'Khula decreed: the wife returned the benefits she had received.', 'Lahore High Court')]);
    expect(await kit.importFile('cases', khula)).toMatchObject({ state: 'done', inserted: 1n });
    const before = kit.notices.length;
    expect(await alerts.matchNewJudgments()).toMatchObject({ matches: 1 });
    const toLapsed = () => outbox().then(({ rows }) => rows.filter((row) => row.recipient === email));

    expect(kit.notices.slice(before).filter((n) => n.room === rooms.user(lapsed.userId))).toEqual([]);
    await alerts.sendDigests();
    expect(await toLapsed()).toEqual([]);
    // Waiting, not lost: the match is kept for when the lawyer comes back.
    expect((await alerts.list(lapsed))[0]?.matches.map((m) => m.citationId)).toEqual(['2023 CLC 777']);

    await kit.db.query("UPDATE payments SET expire_at = now() + interval '30 days' WHERE user_id = $1", [lapsed.userId]);
    await alerts.sendDigests();
    const emails = await toLapsed();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ subject: '1 new judgment for "Khula"' });
    expect(emails[0]?.body).toContain('- 2023 CLC 777');
  });

  it('keeps each user to their own saved searches and refuses what cannot be saved', async () => {
    const owner = await user(`${uniqueId('owner')}@example.pk`);
    const stranger = await user(`${uniqueId('stranger')}@example.pk`);
    const saved = await alerts.saveSearch(owner, { tab: 'index', journal: 'SCMR', year: '2024', name: 'SCMR 2024', rhythm: 'weekly' });
    if (!saved.ok) throw new Error(saved.message);
    for (const attempt of [
      alerts.update(stranger, saved.id, { name: 'Taken', rhythm: 'daily' }),
      alerts.pause(stranger, saved.id),
      alerts.remove(stranger, saved.id),
      alerts.remove(owner, 'not-an-id'),
    ]) {
      expect(await attempt).toEqual({ ok: false, message: alertMessages.noSuchSearch, field: undefined });
    }
    expect(await alerts.list(stranger)).toEqual([]);
    expect(await alerts.saveSearch(owner, { tab: 'caselaw', keyword: 'bail', name: 'No years', rhythm: 'daily' })).toMatchObject({ ok: false, message: alertMessages.incomplete });
    expect(await alerts.saveSearch(owner, { tab: 'index', journal: 'PLD', year: '2019', name: ' ', rhythm: 'daily' })).toMatchObject({ ok: false, message: alertMessages.nameRequired });
    expect(await alerts.saveSearch(owner, { tab: 'index', journal: 'PLD', year: '2019', name: 'x'.repeat(81), rhythm: 'daily' })).toMatchObject({ ok: false, message: alertMessages.nameTooLong });
    expect(await alerts.saveSearch(owner, { tab: 'index', journal: 'PLD', year: '2019', name: 'PLD', rhythm: 'hourly' })).toMatchObject({ ok: false, message: alertMessages.rhythmInvalid });
    expect(await alerts.followCitation(owner, { citation: 'not a citation' })).toMatchObject({ ok: false, message: alertMessages.notACitation });
    expect(await alerts.followCitation(owner, { citation: 'PLD 2019 SC 1' })).toMatchObject({ ok: true });
    expect(await alerts.followCitation(owner, { citation: 'PLD 2019 Supreme Court 1' })).toMatchObject({ ok: false, message: alertMessages.alreadyFollowed });

    // An engine that lost its kept queries (a switch of engine) gets them again from the forms.
    const engineOnly = kit.searchEngine;
    await engineOnly.dropStandingQuery(saved.id);
    expect((await engineOnly.matchStanding([scmr2024])).map((m) => m.queryId)).not.toContain(saved.id);
    expect((await alerts.keepAllAgain()).kept).toBeGreaterThanOrEqual(1);
    expect((await engineOnly.matchStanding([scmr2024])).map((m) => m.queryId)).toContain(saved.id);

    expect(await alerts.update(owner, saved.id, { name: 'SCMR of 2024', rhythm: 'daily' })).toMatchObject({ ok: true });
    expect(await alerts.remove(owner, saved.id)).toMatchObject({ ok: true, message: alertMessages.deleted });
    expect((await alerts.list(owner)).map((s) => s.name)).toEqual(['Judgments citing PLD 2019 SC 1']);
  });

  it('saves a hundred searches sent at once, keeps each lawyer to the limit, and still answers the next request at once', async () => {
    const busy = await user(`${uniqueId('busy-')}@example.pk`);
    const other = await user(`${uniqueId('other-')}@example.pk`);
    const form = (i: number) => ({ tab: 'caselaw', keyword: 'habeas corpus', from: '2000', to: '2026', name: `Habeas corpus ${i}`, rhythm: 'daily' });
    const outcomes = await Promise.all(Array.from({ length: 100 }, (_, i) => alerts.saveSearch(i < 60 ? busy : other, form(i))));
    const told = (from: number, to: number) => outcomes.slice(from, to).map((o) => o.message);
    expect(told(0, 60).filter((m) => m === alertMessages.saved)).toHaveLength(alertLimits.perUser);
    expect(told(0, 60).filter((m) => m === alertMessages.tooMany)).toHaveLength(60 - alertLimits.perUser);
    expect(told(60, 100).every((m) => m === alertMessages.saved)).toBe(true);
    expect(await alerts.list(busy)).toHaveLength(alertLimits.perUser);

    const started = performance.now();
    await kit.db.query('SELECT 1 FROM users WHERE id = $1', [other.userId]);
    expect(performance.now() - started).toBeLessThan(1_000);
  }, 60_000);

  it('keeps a search saved up to this year open at its end, so its alerts do not stop in January', async () => {
    const reader = await user(`${uniqueId('reader')}@example.pk`);
    later = new Date('2023-12-31T12:00:00Z');
    const open = await alerts.saveSearch(reader, { tab: 'caselaw', keyword: 'pre-arrest bail', from: '2000', to: '2023', name: 'Open', rhythm: 'instant' });
    const closed = await alerts.saveSearch(reader, { tab: 'caselaw', keyword: 'pre-arrest bail', from: '2000', to: '2022', name: 'Closed', rhythm: 'instant' });
    if (!open.ok || !closed.ok) throw new Error('not saved');
    const kept = async () => (await kit.searchEngine.matchStanding([scmr2024])).map((m) => m.queryId);
    expect(await kept()).toContain(open.id);
    expect(await kept()).not.toContain(closed.id);
    // Read again from the forms (a switch of engine) a year later, the end stays open.
    later = new Date('2024-06-01T12:00:00Z');
    await alerts.keepAllAgain();
    expect(await kept()).toContain(open.id);
    expect(await kept()).not.toContain(closed.id);
    // Its form reads the current year as its To.
    expect((await alerts.list(reader)).map((saved) => [saved.name, saved.fields.to])).toEqual([
      ['Open', '2024'],
      ['Closed', '2022'],
    ]);
    later = null;
  });

  it('names how each new judgment treats a followed citation, in the live notice and the email', async () => {
    const email = `${uniqueId('follower')}@example.pk`;
    const follower = await user(email);
    const followed = await alerts.followCitation(follower, { citation: '2018 SCMR 10' });
    if (!followed.ok) throw new Error(followed.message);
    const treating = csv(csvHeaders.cases, [
      judgment('2026 SCMR 501', '2018 SCMR 10', '', 'In view of the above, the judgment in 2018 SCMR 10 is hereby overruled.'),
      judgment('2026 SCMR 502', '2018 S.C.M.R. 10', '', 'The judgment in 2018 S.C.M.R. 10 is clearly distinguishable on facts.'),
      judgment('2026 SCMR 503', '2018 SCMR 10', '', 'Learned counsel mentioned 2018 SCMR 10 in passing.'),
    ]);
    expect(await kit.importFile('cases', treating)).toMatchObject({ state: 'done', inserted: 3n });
    const before = kit.notices.length;
    await alerts.matchNewJudgments();

    const notice = kit.notices.slice(before).find((n) => n.event === savedSearchAlertEvent && n.room === rooms.user(follower.userId));
    expect(notice?.payload).toEqual({ searches: [{ id: followed.id, name: 'Judgments citing 2018 SCMR 10', count: 3, treatments: ['overruled', 'distinguished'] }] });
    const sent = (await outbox()).rows.filter((row) => row.recipient === email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toContain('- 2026 SCMR 501, Parties of 2026 SCMR 501 (Supreme Court of Pakistan)\n  Treatment: overruled\n');
    expect(sent[0]?.body).toContain('- 2026 SCMR 502, Parties of 2026 SCMR 502 (Supreme Court of Pakistan)\n  Treatment: distinguished\n');
    // A mere mention says nothing of a treatment.
    expect(sent[0]?.body).toContain('- 2026 SCMR 503, Parties of 2026 SCMR 503 (Supreme Court of Pakistan)\n  https://');
  });
});
