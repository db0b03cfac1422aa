/**
 * Issue 23's bench scenarios, on a running system whose scheduling talks to the fake Google of the
 * scheduling tests (@cabinetry/local/providers: fake-google.ts): an admin links the
 * Google account and adds five designers, each with their own calendar busy at some hours; then
 * availability through the gateway (every answer asks all five calendars through the busy-times
 * cache) and races of 100 concurrent bookings of one slot where two of the five are busy in Google,
 * so exactly three can win, each on a different designer (./bookings.ts raceSeries).
 */
import { DEFAULT_AVAILABILITY_RULES, type Designer } from '@cabinetry/shared/contracts';
import { slotAppointmentDate } from '@cabinetry/shared/time';
import type { FakeGoogle } from '@cabinetry/local/providers';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

const DESIGNERS = 5;
const BUSY_AT_RACE = 2;

async function call(url: string, init: RequestInit & { token?: string; body?: string } = {}): Promise<Response> {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) } });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${await res.text()}`);
  return res;
}

/** Sets up the bench's admin as the first admin (unless a scenario did) and answers their bearer token. */
export async function adminToken(baseUrl: string): Promise<string> {
  const admin = { username: 'benchadmin', email: 'bench-admin@example.com', firstName: 'Bench', lastName: 'Admin', password: 'bench-password-1', confirmPassword: 'bench-password-1' };
  // refused once an admin exists (another scenario's): the login below then signs that admin in
  await fetch(`${baseUrl}${urlOf('setup')}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
  const login = await call(`${baseUrl}${urlOf('login')}`, { method: 'POST', body: JSON.stringify({ username: admin.username, password: admin.password }) });
  return ((await login.json()) as { token: string }).token;
}

/** The slots of the measured races, and another slot of their day every designer is free at (for a first race). */
export interface RaceSlots {
  /** appointmentDates with the showroom's offset that day, e.g. '2026-11-24T10:00:00+02:00' */
  slots: string[];
  firstRaceSlot: string;
}

/** Links the Google account and adds five designers, two of them busy in Google at the `races` measured races' slots; answers the slots. */
export async function setUpDesigners(baseUrl: string, google: FakeGoogle, races: number): Promise<RaceSlots> {
  // the race's day before any designer exists: no busy time is read (and cached) before they have theirs
  const days = (await (await call(`${baseUrl}${urlOf('getAvailability')}`)).json()) as { date: string; slots: { time: string; available: boolean }[] }[];
  const token = await adminToken(baseUrl);
  const { authUrl } = (await (await call(`${baseUrl}${urlOf('startGoogleLogin')}`, { token })).json()) as { authUrl: string };
  await call(`${baseUrl}${urlOf('completeGoogleLogin')}`, { method: 'POST', token, body: JSON.stringify(google.authorize(authUrl)) });
  const designers: Designer[] = [];
  for (let i = 1; i <= DESIGNERS; i++) {
    const body = { displayName: `Designer ${i}`, email: `designer${i}@ateliercedar.example`, languages: ['en'], weeklyHours: DEFAULT_AVAILABILITY_RULES.weeklyHours, daysOff: [], isActive: true };
    designers.push((await (await call(`${baseUrl}${urlOf('createDesigner')}`, { method: 'POST', token, body: JSON.stringify(body) })).json()) as Designer);
  }
  const open = days.filter((d) => d.slots.some((s) => s.available));
  const [raceDay, otherDay] = [open[1] ?? open[0], open[2] ?? open[0]];
  const [firstRaceTime, ...raceTimes] = raceDay.slots.filter((s) => s.available).map((s) => s.time).slice(0, races + 1);
  const hour = (day: string, time: string) => ({ start: slotAppointmentDate(day, time), end: slotAppointmentDate(day, `${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}:${time.slice(3)}`) });
  designers.forEach((d, i) => {
    // everyone busy at some hour of another day; the first BUSY_AT_RACE also at the races' hours
    google.calendarBusy[d.email] = [hour(otherDay.date, otherDay.slots[i % otherDay.slots.length].time), ...(i < BUSY_AT_RACE ? raceTimes.map((time) => hour(raceDay.date, time)) : [])];
  });
  return { slots: raceTimes.map((time) => slotAppointmentDate(raceDay.date, time)), firstRaceSlot: slotAppointmentDate(raceDay.date, firstRaceTime) };
}

/** How many designers the bench sets up, and how many of them are free at the race's slot. */
export const DESIGNER_COUNTS = { designers: DESIGNERS, freeAtRace: DESIGNERS - BUSY_AT_RACE };
