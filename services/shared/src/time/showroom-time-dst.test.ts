/**
 * The showroom's real clock across Beirut's daylight-saving changes (issue 35): clocks go back from
 * 00:00 EEST to 23:00 EET as 25 October 2026 starts (23:00-23:59 on the 24th happens twice), and
 * forward from 00:00 EET to 01:00 EEST on 28 March 2027 (00:00-00:59 that day never happens).
 */
import { DateTime } from 'luxon';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  daysBetween,
  nextShowroomMidnight,
  SHOWROOM_TIME_ZONE,
  showroomDay,
  showroomDayRange,
  showroomIso,
  showroomMidnight,
  showroomTimeZoneProblem,
  showroomWallTime,
  showroomZonedDateTime,
  slotAppointmentDate,
} from './showroom-time';

describe('the showroom clock across daylight-saving changes', () => {
  it('is Asia/Beirut unless SHOWROOM_TIME_ZONE says otherwise', () => {
    expect(SHOWROOM_TIME_ZONE).toBe('Asia/Beirut');
    expect(showroomTimeZoneProblem()).toBeNull();
  });

  it("gives an appointmentDate the zone's offset on its date", () => {
    expect(slotAppointmentDate('2026-10-24', '10:00')).toBe('2026-10-24T10:00:00+03:00');
    expect(slotAppointmentDate('2026-10-26', '10:00')).toBe('2026-10-26T10:00:00+02:00');
    expect(slotAppointmentDate('2026-11-24', '10:00')).toBe('2026-11-24T10:00:00+02:00');
    expect(slotAppointmentDate('2027-03-26', '10:00')).toBe('2027-03-26T10:00:00+02:00');
    expect(slotAppointmentDate('2027-03-29', '10:00')).toBe('2027-03-29T10:00:00+03:00');
    expect(showroomIso('2026-11-24T08:00:00.000Z')).toBe('2026-11-24T10:00:00+02:00');
    expect(showroomIso(new Date('2027-07-14T07:00:00Z'))).toBe('2027-07-14T10:00:00+03:00');
    expect(showroomIso('nonsense')).toBe('');
  });

  it('has no wall time the clocks skip, and the first of one they repeat', () => {
    expect(showroomWallTime('2027-03-28', '00:00')).toBeNull();
    expect(showroomWallTime('2027-03-28', '00:59')).toBeNull();
    expect(() => slotAppointmentDate('2027-03-28', '00:30')).toThrow(RangeError);
    expect(showroomWallTime('2027-03-28', '01:00')?.toISO()).toBe('2027-03-28T01:00:00.000+03:00');
    expect(showroomWallTime('2026-10-24', '23:30')?.toUTC().toISO()).toBe('2026-10-24T20:30:00.000Z');
    expect(showroomWallTime('2026-10-24', '22:30')?.toUTC().toISO()).toBe('2026-10-24T19:30:00.000Z');
    expect(showroomWallTime('2026-10-25', '00:00')?.toUTC().toISO()).toBe('2026-10-24T22:00:00.000Z');
    expect([showroomWallTime('2026-02-30', '10:00'), showroomWallTime('2026-11-24', '9:00'), showroomWallTime('2026-11-24', '24:00')]).toEqual([null, null, null]);
  });

  it('counts days of 23 and 25 hours as one day each', () => {
    expect(showroomMidnight('2027-03-28').toISO()).toBe('2027-03-28T01:00:00.000+03:00');
    expect(nextShowroomMidnight(DateTime.fromISO('2027-03-27T12:00:00Z')).toUTC().toISO()).toBe('2027-03-27T22:00:00.000Z');
    expect(nextShowroomMidnight(DateTime.fromISO('2027-03-28T12:00:00Z')).toUTC().toISO()).toBe('2027-03-28T21:00:00.000Z');
    expect(nextShowroomMidnight(DateTime.fromISO('2026-10-24T12:00:00Z')).toUTC().toISO()).toBe('2026-10-24T22:00:00.000Z');
    expect(showroomDay('2026-10-24T21:30:00Z')).toBe('2026-10-24');
    expect(showroomDay('2026-10-24T22:00:00Z')).toBe('2026-10-25');
    expect([addDays('2027-03-27', 1), addDays('2027-03-28', 1), addDays('2026-10-24', 1)]).toEqual(['2027-03-28', '2027-03-29', '2026-10-25']);
    expect([daysBetween('2027-03-27', '2027-03-29'), daysBetween('2026-10-24', '2026-10-26')]).toEqual([2, 2]);
    expect(showroomDayRange('2026-10-24', '2026-10-24')).toEqual({ $gte: new Date('2026-10-23T21:00:00Z'), $lt: new Date('2026-10-24T22:00:00Z') });
    expect(showroomDayRange('2027-03-28', '2027-03-28')).toEqual({ $gte: new Date('2027-03-27T22:00:00Z'), $lt: new Date('2027-03-28T21:00:00Z') });
  });

  it('names the zone beside the offset for calendar APIs', () => {
    expect(showroomZonedDateTime(new Date('2026-11-24T08:00:00Z'))).toEqual({ dateTime: '2026-11-24T10:00:00+02:00', timeZone: 'Asia/Beirut' });
    expect(showroomZonedDateTime(new Date('2026-07-14T07:00:00Z'))).toEqual({ dateTime: '2026-07-14T10:00:00+03:00', timeZone: 'Asia/Beirut' });
  });
});

describe('SHOWROOM_TIME_ZONE', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });
  const load = async (zone: string) => {
    vi.stubEnv('SHOWROOM_TIME_ZONE', zone);
    vi.resetModules();
    return import('./showroom-time');
  };

  it('moves the whole clock to another IANA zone', async () => {
    const time = await load('Europe/Paris');
    expect(time.showroomTimeZoneProblem()).toBeNull();
    expect(time.slotAppointmentDate('2026-11-24', '10:00')).toBe('2026-11-24T10:00:00+01:00');
    expect(time.showroomZonedDateTime(new Date('2026-11-24T09:00:00Z')).timeZone).toBe('Europe/Paris');
  });

  it('is refused at start when it names no IANA zone, with a message naming the variable', async () => {
    for (const zone of ['Mars/Olympus', '+03:00', 'UTC+3']) {
      expect((await load(zone)).showroomTimeZoneProblem()).toBe(`SHOWROOM_TIME_ZONE must be an IANA time zone such as 'Asia/Beirut', got '${zone}'`);
    }
  });
});
