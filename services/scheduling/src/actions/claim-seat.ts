/**
 * Taking a seat for a slot, for booking and rescheduling: the seats free at the slot (../seats.ts),
 * ranked by the assignment rules (../domain/assignment.ts; a preferred designer first when free,
 * e.g. the one an appointment being moved already has), and a short Redis claim on the first one
 * nobody else holds (../slot-claims.ts). Before reading any of that, the attempt must be admitted
 * to the slot: no more attempts under way at once than it has seats (the active designers, or the
 * showroom), so a crowd racing for one slot is refused after one Redis call. A slot with no free, unclaimed or
 * admitting seat answers 409 slot_taken before anything is written.
 */
import { HttpError } from '@cabinetry/shared/server/errors';
import { logger } from '@cabinetry/shared/server/logger';
import { nextShowroomMidnight, SHOWROOM_ZONE } from '@cabinetry/shared/time';
import type { DateTime } from 'luxon';
import { fetchCustomer } from '../clients/onboarding';
import type { SchedulingDeps } from '../deps';
import { languageMatters, rankDesigners } from '../domain/assignment';
import { seatFree } from '../domain/availability';
import { slotKey } from '../domain/slot-rules';
import { bookingTallies } from '../models/appointment';
import { type DesignerSeat, seatsFor } from '../seats';
import { claimKey, type SlotClaims } from '../slot-claims';

export const SLOT_TAKEN = 'This time slot has just been booked. Please choose another time.';
export const DESIGNER_TAKEN = 'This designer is not free at this time. Choose another designer or time.';

/** A seat taken for a slot; `release()` gives its claim back. */
interface TakenSeat {
  seat: DesignerSeat;
  release(): Promise<void>;
}

/**
 * Takes a free seat for the slot [start, end) for `customerId` and runs `write` with it: `prefer`
 * (a designer id) when that designer is free, else the best ranked; `only` (a designer id, staff
 * reassigning) that designer or 409 'designer_taken' (staff are not held back by admissions);
 * `except` (an appointment id) does not block it (the one being moved); `vet`, the caller's own
 * checks, runs once the attempt is admitted and before any seat is read or claimed (so a crowd
 * refused at admission costs no database read). The attempt holds one of the slot's admissions
 * until `write` settles; the seat's claim is given back when `write` throws, and otherwise lapses.
 * Answers what `write` answers; throws 409, or what `vet` or `write` throws.
 */
export async function withSeat<T>(
  deps: SchedulingDeps,
  slot: { start: DateTime; end: DateTime },
  customerId: string,
  options: { prefer?: string | null; only?: string; except?: string; vet?: () => Promise<void> },
  write: (seat: DesignerSeat) => Promise<T>,
): Promise<T> {
  const writeOn = async (taken: TakenSeat) => {
    try {
      return await write(taken.seat);
    } catch (err) {
      await taken.release();
      throw err;
    }
  };
  if (options.only) return writeOn(await takeSeat(deps, slot, customerId, options));
  const key = slotKey(slot.start);
  if (!(await deps.claims.admit(key, await deps.availability.seats()))) throw new HttpError(409, SLOT_TAKEN, { code: 'slot_taken' });
  try {
    await options.vet?.();
    return await writeOn(await takeSeat(deps, slot, customerId, options));
  } finally {
    await deps.claims.leave(key);
  }
}

/** withSeat past the admission: the seats, their ranking and the claim. */
async function takeSeat(
  deps: SchedulingDeps,
  slot: { start: DateTime; end: DateTime },
  customerId: string,
  { prefer, only, except }: { prefer?: string | null; only?: string; except?: string },
): Promise<TakenSeat> {
  const key = slotKey(slot.start);
  const day = slot.start.startOf('day');
  const seats = await seatsFor(deps, day, nextShowroomMidnight(day), except);
  const free = seats.filter((seat) => seatFree(seat, slot.start, slot.end.diff(slot.start).as('minutes')));
  if (only) {
    const seat = free.find((s) => s.designer?._id.toString() === only);
    if (!seat || !(await deps.claims.claim(claimKey(key, only)))) throw new HttpError(409, DESIGNER_TAKEN, { code: 'designer_taken' });
    return { seat, release: () => deps.claims.release(claimKey(key, only)) };
  }
  if (!free.length) throw new HttpError(409, SLOT_TAKEN, { code: 'slot_taken' });
  const preferred = free.filter((seat) => prefer && seat.designer?._id.toString() === prefer);
  const ranked = preferred.length ? [...preferred, ...(await rankSeats(deps, free.filter((s) => !preferred.includes(s)), seats, customerId))] : await rankSeats(deps, free, seats, customerId);
  const seat = await claimFirst(deps.claims, key, ranked);
  if (!seat) throw new HttpError(409, SLOT_TAKEN, { code: 'slot_taken' });
  return { seat, release: () => deps.claims.release(claimKey(key, seat.designer?._id.toString() ?? null)) };
}

/**
 * The free seats best first: the showroom alone as is; designers by the assignment rules
 * (../domain/assignment.ts) on this showroom month's bookings of the active designers (`seats`),
 * with the customer's language asked of onboarding only when it could change the order.
 */
async function rankSeats(deps: SchedulingDeps, free: DesignerSeat[], seats: DesignerSeat[], customerId: string): Promise<DesignerSeat[]> {
  if (free.length < 2) return free;
  const candidate = (seat: DesignerSeat) => ({ id: seat.designer!._id.toString(), languages: seat.designer!.languages, weight: seat.designer!.weight, seat });
  const [candidates, active] = [free.map(candidate), seats.map(candidate)];
  const monthStart = deps.now().setZone(SHOWROOM_ZONE).startOf('month').toJSDate();
  const [tallies, language] = await Promise.all([
    bookingTallies(deps.appointments, active.map((d) => d.id), monthStart),
    languageMatters(candidates) ? customerLanguage(deps, customerId) : null,
  ]);
  return rankDesigners(candidates, active, tallies, language).map((d) => d.seat);
}

/** The customer's language as onboarding knows it; null when it does not, or cannot answer now (logged: the booking goes on). */
async function customerLanguage({ config }: SchedulingDeps, customerId: string): Promise<string | null> {
  try {
    return (await fetchCustomer(config.onboardingUrl, config.internalToken, customerId)).locale ?? null;
  } catch (err) {
    logger.warn({ customerId, err: (err as Error).message }, 'customer language unknown; assigning without it');
    return null;
  }
}

/** The first of `ranked` whose claim on the slot `key` this caller takes, or null when every one is claimed by others. */
async function claimFirst(claims: SlotClaims, key: string, ranked: DesignerSeat[]): Promise<DesignerSeat | null> {
  for (const seat of ranked) if (await claims.claim(claimKey(key, seat.designer?._id.toString() ?? null))) return seat;
  return null;
}
