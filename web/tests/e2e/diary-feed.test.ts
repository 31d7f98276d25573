import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextDay, pakistanDay, pakistanMoment } from '@qanoon/contracts';
import { uniqueId } from '@qanoon/infra/testing';
import { newAccount, paidAccount, sessionCookie, useTestRuntime, type TestAccount } from './accounts.ts';
import { startApp, useApp } from './harness.ts';

// The calendar feed as a calendar app reads it: fetched over HTTP like a subscription polls it,
// and parsed back with ical.js.

const stores = useTestRuntime();
const served = useApp();

const today = pakistanDay(new Date());
const later = (days: number) => Array.from({ length: days }).reduce<string>((day) => nextDay(day), today);
let lawyer: TestAccount;
const clientId = uniqueId('client-');
const actor = () => ({ userId: lawyer.userId });

beforeAll(async () => {
  const admin = await newAccount(stores.runtime, { isAdmin: true });
  lawyer = await paidAccount(stores.runtime, admin);
  const client = { client_id: clientId, client_name: 'Sana Mirza', client_contact: '0321-1234567', client_address: 'Clifton', client_city: 'Karachi', client_from: today };
  expect((await stores.runtime.diary.addClient(actor(), client)).ok).toBe(true);
});

async function openCase(title: string, number: string, date: string, time: string): Promise<string> {
  const { diary } = stores.runtime;
  const opened = await diary.openCase(actor(), clientId, {
    case_title: title,
    case_number: number,
    case_type: 'Constitutional petition',
    case_date: today,
    hearing_date: date,
    hearing_time: time,
    case_court: 'Sindh High Court',
    case_city: 'Karachi',
    case_desc: '',
    case_notes: '',
  });
  if (!opened.ok) throw new Error(opened.message);
  expect(opened.caughtUp).toBe(true);
  return opened.caseId;
}

async function fetchFeed(url: string): Promise<string> {
  const response = await fetch(url);
  expect({ status: response.status, type: response.headers.get('Content-Type') }).toEqual({ status: 200, type: 'text/calendar; charset=utf-8' });
  return response.text();
}

/** A VEVENT as a calendar app reads it. */
type Hearing = { summary: string; location: string; uid: string; description: string; startsAt: Date | string; allDay: string | null; stampZone: string | undefined };

/**
 * The moment a DTSTART names: a UTC time, or a wall-clock time in Asia/Karachi (defined by the
 * feed's VTIMEZONE, or named by TZID alone, which calendar apps also read). A floating time (no Z,
 * no TZID) names none: each app would put it in its own time zone.
 */
function startOf(vevent: ICAL.Component): Date | string {
  const property = vevent.getFirstProperty('dtstart');
  const start = new ICAL.Event(vevent).startDate;
  const zone = start.zone?.tzid;
  if (zone === 'UTC' || zone === 'Asia/Karachi') return start.toJSDate();
  if (property?.getParameter('tzid') === 'Asia/Karachi') return new Date(`${start.toString()}+05:00`);
  return `floating ${start.toString()} (TZID ${String(property?.getParameter('tzid'))})`;
}

function hearingsIn(feed: string): Hearing[] {
  const calendar = new ICAL.Component(ICAL.parse(feed));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
  for (const timezone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(timezone);
  try {
    return calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      const stamp = vevent.getFirstPropertyValue('dtstamp');
      return {
        summary: event.summary,
        location: event.location,
        uid: event.uid,
        description: event.description,
        startsAt: startOf(vevent),
        allDay: event.startDate.isDate ? event.startDate.toString() : null,
        stampZone: stamp instanceof ICAL.Time ? stamp.zone?.tzid : undefined,
      };
    });
  } finally {
    ICAL.TimezoneService.reset();
  }
}

describe('the calendar feed', () => {
  it('parses as iCalendar, with each hearing at its Pakistan time and place, and follows a moved hearing', async () => {
    const { diary } = stores.runtime;
    const number = uniqueId('ICS-');
    const title = 'Feed v. Calendar';
    // Held three days ago, so it can be marked adjourned.
    const first = new Date(Date.parse(`${today}T00:00:00Z`) - 3 * 86_400_000).toISOString().slice(0, 10);
    const caseId = await openCase(title, number, first, '14:15');
    const path = `${served.app.url}/calendar/${await diary.feedToken(actor())}.ics`;

    const before = await fetchFeed(path);
    const ofCase = (feed: string) => hearingsIn(feed).filter((h) => h.summary.includes(number));
    const [hearing] = ofCase(before);
    expect(ofCase(before)).toHaveLength(1);
    expect(hearing?.summary).toBe(`Hearing: ${title} (${number})`);
    expect(hearing?.location).toBe('Sindh High Court, Karachi');
    expect(hearing?.startsAt).toEqual(pakistanMoment(first, '14:15'));
    // RFC 5545 3.8.7.2: DTSTAMP is in UTC.
    expect(hearing?.stampZone).toBe('UTC');

    const moved = await diary.scheduleHearing(actor(), caseId, {
      hearing_date: later(4),
      hearing_time: '11:30',
      case_desc: '',
      case_notes: '',
      previous_outcome: 'adjourned',
    });
    if (!moved.ok) throw new Error(moved.message);
    expect(moved.caughtUp).toBe(true);

    const after = await fetchFeed(path);
    expect(after).not.toBe(before);
    const hearings = ofCase(after);
    expect(hearings.map((h) => h.startsAt)).toEqual([pakistanMoment(first, '14:15'), pakistanMoment(later(4), '11:30')]);
    expect(hearings[0]?.uid).toBe(hearing?.uid);
    expect(hearings[0]?.description).toContain('Outcome: adjourned');
    expect(hearings[1]?.uid).not.toBe(hearing?.uid);
  });

  it('a hearing with no time is an all-day event on its day', async () => {
    const number = uniqueId('DAY-');
    const day = later(6);
    await openCase('Day v. Night', number, day, '');
    const feed = await fetchFeed(`${served.app.url}/calendar/${await stores.runtime.diary.feedToken(actor())}.ics`);
    const [hearing] = hearingsIn(feed).filter((h) => h.summary.includes(number));
    expect(hearing?.allDay).toBe(day);
  });
});

describe('the feed address behind a reverse proxy that ends HTTPS', () => {
  const calendarPage = async (url: string, cookie: string) => {
    const response = await fetch(`${url}/lawyersdairy/calendar`, { headers: { Cookie: cookie, 'X-Forwarded-Proto': 'https' } });
    expect(response.status).toBe(200);
    const page = await response.text();
    return /value="([^"]*\/calendar\/[\w-]+\.ics)"/.exec(page)?.[1] ?? '';
  };

  it('says https once TRUST_PROXY counts the proxy, and believes no header otherwise', async () => {
    const cookie = await sessionCookie(stores.runtime, lawyer);
    const token = await stores.runtime.diary.feedToken(actor());
    expect(await calendarPage(served.app.url, cookie)).toBe(`${served.app.url}/calendar/${token}.ics`);
    const proxied = await startApp({ TRUST_PROXY: '1' });
    try {
      expect(await calendarPage(proxied.url, cookie)).toBe(`${proxied.url.replace('http:', 'https:')}/calendar/${token}.ics`);
    } finally {
      await proxied.stop();
    }
  });
});
