/**
 * 100 concurrent bookings of one slot through the gateway: each from its own customer
 * session (step 1), all at once; returns how many succeeded, latency percentiles (ms), the
 * e-mail address of a customer who got the slot and the designers the winners got. The bookings
 * are sent with undici's request(), lighter than fetch(): the load generator shares the machine's
 * two cores with the system it measures, and a customer's phone costs the server nothing.
 */
import { request } from 'undici';
import { median } from 'simple-statistics';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

export interface BookingRace {
  attempts: number;
  successes: number;
  conflicts: number;
  other: number;
  /** the other answers by status, e.g. '429×3, 503×1' ('' when none) */
  otherStatuses: string;
  p50: number;
  p99: number;
  /** the winning customer's e-mail address ('' when nobody won) */
  winnerEmail: string;
  /** the designer of each successful booking (absent: the showroom has no designers) */
  winnerDesigners: string[];
}

async function newCustomer(baseUrl: string, email: string, i: number): Promise<{ id: string; cookie: string }> {
  const res = await fetch(`${baseUrl}${urlOf('saveStep1')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      customerInfo: {
        firstName: 'Bench',
        lastName: `Customer ${i}`,
        email,
        phone: '+96171000000',
        projectAddress: '',
        projectDetails: 'residential',
        projectTimeline: '',
        budget: '',
      },
      projectTypes: { kitchen: true, wardrobe: false },
    }),
  });
  if (res.status !== 201) throw new Error(`step 1 answered ${res.status}`);
  return { id: ((await res.json()) as { customerId: string }).customerId, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Books `appointmentDate` (e.g. '2026-11-24T10:00:00+02:00': a slot's start) from `attempts` new customers at once (e-mail `<prefix><i>@example.com`). */
export async function raceForOneSlot(baseUrl: string, appointmentDate: string, attempts = 100, prefix = 'bench'): Promise<BookingRace> {
  const emailOf = (i: number) => `${prefix}${i}@example.com`;
  const customers = await Promise.all(Array.from({ length: attempts }, (_, i) => newCustomer(baseUrl, emailOf(i), i)));
  const timed = await Promise.all(
    customers.map(async (c, i) => {
      const started = performance.now();
      const res = await request(`${baseUrl}${urlOf('bookAppointment')}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: c.cookie },
        body: JSON.stringify({ appointmentType: 'in-person', appointmentDate, customerId: c.id }),
      });
      const text = await res.body.text();
      const ms = performance.now() - started;
      const designerName = res.statusCode === 201 ? (JSON.parse(text) as { designerName?: string }).designerName : undefined;
      return { status: res.statusCode, ms, email: emailOf(i), designerName };
    }),
  );
  const ms = timed.map((t) => t.ms).sort((a, b) => a - b);
  const others = timed.filter((t) => t.status !== 201 && t.status !== 409);
  return {
    attempts,
    successes: timed.filter((t) => t.status === 201).length,
    conflicts: timed.filter((t) => t.status === 409).length,
    other: others.length,
    otherStatuses: [...new Set(others.map((t) => t.status))].map((status) => `${status}×${others.filter((t) => t.status === status).length}`).join(', '),
    p50: Math.round(percentile(ms, 50)),
    p99: Math.round(percentile(ms, 99)),
    winnerEmail: timed.find((t) => t.status === 201)?.email ?? '',
    winnerDesigners: timed.filter((t) => t.status === 201 && t.designerName).map((t) => t.designerName!),
  };
}

/** A first race (`first`), then one race per slot of `slots` (`races`), each by new customers. */
export interface RaceSeries {
  first: BookingRace;
  races: BookingRace[];
  /** the median of the races' p99s, ms */
  p99: number;
}

/**
 * The booking race as the bench measures it: one race for `firstSlot` (the first rush after a
 * start or a change: code the JIT has not compiled yet, upstream connections not yet open; for
 * reference), then one for each of `slots`, one after the other, summed up by the median p99.
 */
export async function raceSeries(baseUrl: string, firstSlot: string, slots: string[], prefix: string): Promise<RaceSeries> {
  const first = await raceForOneSlot(baseUrl, firstSlot, 100, `${prefix}-first-`);
  const races: BookingRace[] = [];
  for (const [i, slot] of slots.entries()) races.push(await raceForOneSlot(baseUrl, slot, 100, `${prefix}-${i}-`));
  return { first, races, p99: median(races.map((r) => r.p99)) };
}
