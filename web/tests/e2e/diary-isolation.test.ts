import { io } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  diaryCaseStream,
  diaryMessages,
  hearingReminderEvent,
  nextDay,
  pakistanDay,
  type CaseClose,
  type HearingReminder,
} from '@qanoon/contracts';
import { rooms, type UploadedCaseFile } from '@qanoon/services';
import { uniqueId } from '@qanoon/infra/testing';
import { onePixelPng, storedPng } from './case-file-fixtures.ts';
import { newAccount, paidAccount, sessionCookie, useTestRuntime, type TestAccount } from './accounts.ts';
import { useApp } from './harness.ts';

// Two paid users, A and B. A's diary is arranged through the services; B then asks for every diary
// address with A's ids, and sends every diary form at A's client and case, over plain HTTP and as
// the app's own scripts do (`.data`), and listens on a socket of their own.

const stores = useTestRuntime();
const served = useApp();

/** In every text A writes and in no address, so no response to B may hold it. */
const secret = uniqueId('secret');
const today = pakistanDay(new Date());
const tomorrow = nextDay(today);
const later = (days: number) => Array.from({ length: days }).reduce<string>((day) => nextDay(day), today);


const caseForm = (title: string, number: string, date: string, time: string, court = 'Lahore High Court', city = 'Lahore') => ({
  case_title: title,
  case_number: number,
  case_type: 'Writ Petition',
  case_date: today,
  hearing_date: date,
  hearing_time: time,
  case_court: court,
  case_city: city,
  case_desc: `Description ${secret}`,
  case_notes: `Notes ${secret}`,
});

let a: TestAccount;
let b: TestAccount;
const cookie = { a: '', b: '' };
const ids = { clientA: '', caseA: '', todayCaseA: '', fileA: '', clientB: '', caseB: '', citation: null as string | null };
/** The global position after the arrangement: no event of B's may follow it. */
let arrangedAt = 0n;

const asA = () => ({ userId: a.userId });
const asB = () => ({ userId: b.userId });

async function openCase(actor: { userId: string }, clientId: string, form: Record<string, string>, file: UploadedCaseFile | null = null) {
  const opened = await stores.runtime.diary.openCase(actor, clientId, form, file);
  if (!opened.ok) throw new Error(opened.message);
  expect(opened.caughtUp).toBe(true);
  const position = (await stores.runtime.eventStore.readStream(diaryCaseStream(opened.caseId))).at(-1)?.globalPosition ?? 0n;
  if (position > arrangedAt) arrangedAt = position;
  return opened.caseId;
}

beforeAll(async () => {
  const { runtime } = stores;
  const admin = await newAccount(runtime, { isAdmin: true });
  a = await paidAccount(runtime, admin, { firstName: 'Ayesha' });
  b = await paidAccount(runtime, admin, { firstName: 'Bilal' });
  cookie.a = await sessionCookie(runtime, a);
  cookie.b = await sessionCookie(runtime, b);

  ids.clientA = uniqueId('client-a-');
  const client = {
    client_id: ids.clientA,
    client_name: `Zarina Khan ${secret}`,
    client_contact: '0300-1234567',
    client_address: `House 12, ${secret} Road`,
    client_city: 'Lahore',
    client_from: today,
  };
  expect((await runtime.diary.addClient(asA(), client)).ok).toBe(true);
  const file = await storedPng(stores.runtime, `evidence-${secret}.png`);
  ids.fileA = file.key;
  ids.caseA = await openCase(asA(), ids.clientA, caseForm(`Khan v. Province of Punjab ${secret}`, `WP-${secret}`, tomorrow, '10:00'), file);
  ids.todayCaseA = await openCase(asA(), ids.clientA, caseForm(`State v. Iqbal ${secret}`, `CR-${secret}`, today, '09:30'));

  // B has a diary of their own, with no word of A's in it, and a bookmarked judgment to attach.
  ids.clientB = uniqueId('client-b-');
  const own = { ...client, client_id: ids.clientB, client_name: 'Bilal Client', client_address: 'Mall Road' };
  expect((await runtime.diary.addClient(asB(), own)).ok).toBe(true);
  ids.caseB = await openCase(asB(), ids.clientB, { ...caseForm('Bilal v. State', 'B-1', tomorrow, '11:00'), case_desc: '', case_notes: '' });
  const { rows } = await runtime.db.query<{ citation_id: string }>('SELECT citation_id FROM case_laws ORDER BY citation_id LIMIT 1');
  ids.citation = rows[0]?.citation_id ?? null;
  if (ids.citation) expect((await runtime.library.addBookmark(asB(), ids.citation)).ok).toBe(true);
});

interface Answer {
  status: number;
  to: string | null;
  type: string | null;
  cache: string | null;
  body: string;
}

async function request(path: string, who: string | null, init: { method?: 'GET' | 'POST'; body?: FormData | URLSearchParams } = {}): Promise<Answer> {
  const response = await fetch(`${served.app.url}${path}`, {
    method: init.method ?? 'GET',
    redirect: 'manual',
    headers: who ? { Cookie: who } : {},
    ...(init.body ? { body: init.body } : {}),
  });
  const location = response.headers.get('Location');
  const headers = response.headers;
  return { status: response.status, to: location, type: headers.get('Content-Type'), cache: headers.get('Cache-Control'), body: await response.text() };
}

const clientPage = () => `/lawyersdairy/clients/${encodeURIComponent(ids.clientA)}`;
const casePage = () => `/lawyersdairy/cases/${ids.caseA}`;
/** Every page of A's client, case and file, with the text A's own answer shows. */
const pagesOfA = () => [
  { path: clientPage(), shows: `Zarina Khan ${secret}` },
  { path: `${clientPage()}/edit`, shows: `Zarina Khan ${secret}` },
  { path: `${clientPage()}/cases/new`, shows: `Zarina Khan ${secret}` },
  { path: casePage(), shows: `Khan v. Province of Punjab ${secret}` },
  { path: `${casePage()}/hearing`, shows: `Khan v. Province of Punjab ${secret}` },
  { path: `${casePage()}/edit`, shows: `Khan v. Province of Punjab ${secret}` },
];
const fileOfA = () => `/files/${ids.fileA}`;

describe("one user cannot read another's clients, cases or files", () => {
  it('A opens her own client, case and file pages (so the refusals below are not missing pages)', async () => {
    for (const { path, shows } of pagesOfA()) {
      const answer = await request(path, cookie.a);
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
      expect(answer.body, path).toContain(shows);
    }
    const file = await request(fileOfA(), cookie.a);
    expect({ status: file.status, type: file.type }).toEqual({ status: 200, type: 'image/png' });
  });

  it("B gets not found for every page of A's client and case and for A's file, and reads none of A's words", async () => {
    for (const { path } of pagesOfA()) {
      for (const address of [path, `${path}.data`]) {
        const answer = await request(address, cookie.b);
        expect({ address, status: answer.status }).toEqual({ address, status: 404 });
        expect(answer.body, address).not.toContain(secret);
      }
    }
    const file = await request(fileOfA(), cookie.b);
    expect(file.status).toBe(404);
    expect(file.type).not.toBe('image/png');
  });

  it("B's own lists, cause list and calendar page hold nothing of A's", async () => {
    for (const path of ['/lawyersdairy', '/lawyersdairy/upcoming', '/lawyersdairy/calendar', `/lawyersdairy/clients/${ids.clientB}`]) {
      const answer = await request(path, cookie.b);
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
      expect(answer.body, path).not.toContain(secret);
    }
    const upcoming = await request('/lawyersdairy/upcoming?span=upcoming', cookie.b);
    expect(upcoming.body).toContain('Bilal v. State');
    expect(upcoming.body).not.toContain(ids.caseA);
    const feedPage = await request('/lawyersdairy/calendar', cookie.b);
    expect(feedPage.body).not.toContain(await stores.runtime.diary.feedToken(asA()));
  });
});

const fields = (values: Record<string, string>) => new URLSearchParams(values);
function multipart(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  form.append('case_files', new Blob([onePixelPng], { type: 'image/png' }), 'planted.png');
  return form;
}

/** Every change B could try on A's client and case, each as the page's own form sends it. */
const attempts = (): { what: string; path: string; body: () => FormData | URLSearchParams; dataOnly?: boolean }[] => [
  {
    what: "update A's client",
    path: `${clientPage()}/edit`,
    body: () => fields({ client_name: 'Taken by Bilal', client_contact: '0', client_address: 'Mall Road', client_city: 'Lahore' }),
  },
  {
    what: "open a case under A's client",
    path: `${clientPage()}/cases/new`,
    body: () => multipart(caseForm('Planted by Bilal', 'P-1', tomorrow, '12:00')),
  },
  {
    what: "save a hearing of A's case",
    path: `${casePage()}/hearing`,
    body: () => multipart({ hearing_date: later(3), hearing_time: '12:00', case_desc: 'Planted by Bilal', case_notes: '', previous_outcome: 'adjourned' }),
  },
  {
    what: "correct the details of A's case",
    path: `${casePage()}/edit`,
    body: () => fields({ case_title: 'Taken by Bilal', case_number: 'P-2', case_type: 'Writ Petition', case_date: today, case_court: 'Planted Court', case_city: 'Lahore' }),
  },
  { what: "close A's case from A's client page", path: clientPage(), body: () => fields({ caseId: ids.caseA, case_close: 'closed' }) },
  {
    what: "close A's case from B's own client page",
    path: `/lawyersdairy/clients/${ids.clientB}`,
    body: () => fields({ caseId: ids.caseA, case_close: 'closed' }),
    // B's own page loads fine: only the action's answer (what the toggle's fetcher reads) says no.
    dataOnly: true,
  },
  { what: "close A's case from its read panel", path: casePage(), body: () => fields({ intent: 'case_close', case_close: 'closed' }) },
  {
    what: "attach a judgment to A's case",
    path: casePage(),
    body: () => fields({ intent: 'attach-judgment', citationId: ids.citation ?? 'none' }),
  },
];

const notYours: string[] = [diaryMessages.noSuchClient, diaryMessages.noSuchCase];

async function diaryOfA() {
  const { diary, eventStore } = stores.runtime;
  const streams = await Promise.all([ids.caseA, ids.todayCaseA].map((id) => eventStore.readStream(diaryCaseStream(id))));
  return {
    client: await diary.getClient(asA(), ids.clientA),
    cases: await diary.listCases(asA(), ids.clientA),
    case: await diary.getCase(asA(), ids.caseA),
    events: streams.map((s) => s.length),
  };
}

describe("one user cannot change another's clients or cases", () => {
  it("every form B sends at A's client and case is refused as not found, and A's diary stays as it was", async () => {
    const before = await diaryOfA();
    for (const attempt of attempts()) {
      for (const address of attempt.dataOnly ? [`${attempt.path}.data`] : [attempt.path, `${attempt.path}.data`]) {
        const answer = await request(address, cookie.b, { method: 'POST', body: attempt.body() });
        const refused = answer.status === 404 || (answer.status < 300 && notYours.some((text) => answer.body.includes(text)));
        expect({ what: attempt.what, address, status: answer.status, refused }).toEqual({ what: attempt.what, address, status: answer.status, refused: true });
        expect(answer.body, address).not.toContain(secret);
      }
    }
    // Nothing B sent reached an event stream, and every read of A's diary is as it was.
    const events = await stores.runtime.eventStore.readAll({ after: arrangedAt, maxCount: 10_000 });
    expect(events.filter((e) => e.metadata.by === b.userId || e.data.userId === b.userId)).toEqual([]);
    expect(await diaryOfA()).toEqual(before);
    expect((await stores.runtime.diary.listClients(asB())).map((c) => c.clientId)).toEqual([ids.clientB]);
  });

  it('the same forms from A change her diary (so the requests B sent were well formed)', async () => {
    const { diary } = stores.runtime;
    const edit = await request(`${clientPage()}/edit`, cookie.a, {
      method: 'POST',
      body: fields({ client_name: `Zarina Khan ${secret} (updated)`, client_contact: '0300-7654321', client_address: 'Mall Road', client_city: 'Lahore' }),
    });
    expect(edit.status).toBe(302);
    expect((await diary.getClient(asA(), ids.clientA))?.name).toBe(`Zarina Khan ${secret} (updated)`);

    const before = (await diary.listCases(asA(), ids.clientA)).length;
    const opened = await request(`${clientPage()}/cases/new`, cookie.a, { method: 'POST', body: multipart(caseForm(`Third case ${secret}`, 'T-3', later(5), '12:00')) });
    expect(opened.status).toBe(302);
    expect((await diary.listCases(asA(), ids.clientA)).length).toBe(before + 1);

    const toggle = async (caseClose: CaseClose) => {
      const answer = await request(`${clientPage()}.data`, cookie.a, { method: 'POST', body: fields({ caseId: ids.todayCaseA, case_close: caseClose }) });
      expect(answer.status).toBe(200);
      return (await diary.getCase(asA(), ids.todayCaseA))?.caseClose;
    };
    expect(await toggle('closed')).toBe('closed');
    expect(await toggle('close')).toBe('close');

    const onReadPanel = (values: Record<string, string>) => request(`${casePage()}.data`, cookie.a, { method: 'POST', body: fields(values) });
    expect((await onReadPanel({ intent: 'case_close', case_close: 'closed' })).status).toBe(200);
    expect((await diary.getCase(asA(), ids.caseA))?.caseClose).toBe('closed');
    expect((await onReadPanel({ intent: 'case_close', case_close: 'close' })).status).toBe(200);
    expect((await diary.getCase(asA(), ids.caseA))?.caseClose).toBe('close');
    if (ids.citation) {
      expect((await stores.runtime.library.addBookmark(asA(), ids.citation)).ok).toBe(true);
      expect((await onReadPanel({ intent: 'attach-judgment', citationId: ids.citation })).status).toBe(200);
      expect((await diary.getCase(asA(), ids.caseA))?.judgments.map((j) => j.citationId)).toEqual([ids.citation]);
    }

    const revised = await request(`${casePage()}/edit`, cookie.a, {
      method: 'POST',
      body: fields({
        case_title: `Khan v. Province of Punjab ${secret}`,
        case_number: `WP-${secret}`,
        case_type: 'Writ Petition',
        case_date: today,
        case_court: 'Lahore High Court, Rawalpindi Bench',
        case_city: 'Rawalpindi',
      }),
    });
    expect({ status: revised.status, to: revised.to }).toEqual({ status: 302, to: casePage() });
    expect(await diary.getCase(asA(), ids.caseA)).toMatchObject({ court: 'Lahore High Court, Rawalpindi Bench', city: 'Rawalpindi' });

    const hearing = await request(`${casePage()}/hearing`, cookie.a, {
      method: 'POST',
      // Tomorrow's hearing is moved, not yet adjourned: it has not been held.
      body: multipart({ hearing_date: tomorrow, hearing_time: '11:15', case_desc: `Adjourned ${secret}`, case_notes: '', previous_outcome: '' }),
    });
    expect(hearing.status).toBe(302);
    const detail = await diary.getCase(asA(), ids.caseA);
    expect({ date: detail?.hearingDate, time: detail?.hearingTime }).toEqual({ date: tomorrow, time: '11:15' });
  });
});

const feedPath = (token: string) => `/calendar/${token}.ics`;

describe("one user cannot read or reset another's calendar feed", () => {
  it("each token opens only its owner's feed, whoever asks, and a reset closes the old link", async () => {
    const { diary } = stores.runtime;
    const tokenA = await diary.feedToken(asA());
    const tokenB = await diary.feedToken(asB());
    expect(tokenA).not.toBe(tokenB);

    const feedA = await request(feedPath(tokenA), null);
    expect({ status: feedA.status, type: feedA.type, cache: feedA.cache }).toEqual({
      status: 200,
      type: 'text/calendar; charset=utf-8',
      cache: 'private, max-age=300',
    });
    expect(feedA.body).toContain(secret);
    // B's token opens B's feed even for a browser signed in as A: the token, not the session, is the key.
    const feedB = await request(feedPath(tokenB), cookie.a);
    expect(feedB.status).toBe(200);
    expect(feedB.body).not.toContain(secret);
    expect(feedB.body).toContain('Bilal v. State');

    // B resets a link through the page: B's own, never A's.
    const reset = await request('/lawyersdairy/calendar', cookie.b, { method: 'POST', body: fields({ intent: 'reset-feed' }) });
    expect(reset.status).toBe(200);
    expect(reset.body).toContain(diaryMessages.feedReset);
    expect((await request(feedPath(tokenB), null)).status).toBe(404);
    expect((await request(feedPath(tokenA), null)).status).toBe(200);

    const renewed = await diary.resetFeedToken(asA());
    expect((await request(feedPath(tokenA), null)).status).toBe(404);
    const feedRenewed = await request(feedPath(renewed), null);
    expect(feedRenewed.status).toBe(200);
    expect(feedRenewed.body).toContain(secret);
  });

  it("a feed whose owner's package is not paid is refused", async () => {
    const unpaid = await newAccount(stores.runtime);
    const token = await stores.runtime.diary.feedToken({ userId: unpaid.userId });
    const answer = await request(feedPath(token), null);
    expect(answer.status).toBe(403);
    expect(answer.type).toBe('text/plain; charset=utf-8');
  });
});

interface Listener {
  rooms: string[];
  reminders: HearingReminder[];
  notices: string[];
  close: () => void;
}

/** A Socket.IO connection as a browser with `who`'s cookie opens it, once the server has put it in its rooms. */
function listen(who: string | null): Promise<Listener> {
  const socket = io(served.app.url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(who ? { extraHeaders: { Cookie: who } } : {}),
  });
  const listener: Listener = { rooms: [], reminders: [], notices: [], close: () => socket.close() };
  socket.on(hearingReminderEvent, (payload: HearingReminder) => listener.reminders.push(payload));
  socket.on('notice', (payload: { text: string }) => listener.notices.push(payload.text));
  return new Promise((resolve, reject) => {
    socket.once('ready', (payload: { rooms: string[] }) => resolve({ ...listener, rooms: payload.rooms }));
    socket.once('connect_error', reject);
  });
}

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("one user's reminders reach only their own sockets", () => {
  it("a reminder of A's hearing reaches A's socket, not B's nor a signed-out one", async () => {
    const { diary, realtime } = stores.runtime;
    const [socketA, socketB, signedOut] = await Promise.all([listen(cookie.a), listen(cookie.b), listen(null)]);
    try {
      expect(socketA.rooms).toContain(rooms.user(a.userId));
      expect(socketB.rooms).not.toContain(rooms.user(a.userId));
      expect(signedOut.rooms).toEqual([rooms.everyone]);

      const detail = await diary.getCase(asA(), ids.caseA);
      const hearingId = detail?.hearings.at(-1)?.hearingId ?? '';
      const delivered = await diary.deliverReminder({ caseId: ids.caseA, userId: a.userId, hearingId, when: 'day-before' });
      expect(delivered.delivered).toBe(true);
      await until(() => socketA.reminders.some((r) => r.caseId === ids.caseA), "A's reminder on A's socket");
      expect(socketA.reminders.find((r) => r.caseId === ids.caseA)?.text).toBe(
        `Hearing tomorrow at ${detail?.hearingTime}: ${detail?.title} in ${detail?.court}`,
      );

      // Sent after A's reminder through the same channel: once it is in, A's would have been too.
      const marker = `After the reminder ${secret}`;
      realtime.emit(rooms.everyone, 'notice', { text: marker });
      await until(() => socketB.notices.includes(marker) && signedOut.notices.includes(marker), 'the marker notice on the other sockets');
      expect(socketB.reminders.filter((r) => r.caseId === ids.caseA)).toEqual([]);
      expect(signedOut.reminders).toEqual([]);
      expect(JSON.stringify(socketB.reminders)).not.toContain(secret);
    } finally {
      for (const socket of [socketA, socketB, signedOut]) socket.close();
    }
  });
});
