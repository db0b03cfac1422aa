import { describe, expect, it } from 'vitest';
import { addDays, appointmentDateParts, clockIn, consultationLength, daysBetween, formatAppointmentDate, formatDay, formatDayHeading, formatDayMonth, formatMonth, formatOpeningHours, formatShowroomDate, formatShowroomDateTime, formatShowroomTimestamp, formatViewerDateTime, formatWeekRange, isCalendarDay, isoWeekday, lastDayOfMonth, mondayOf, shiftMonth, showroomClock, showroomDay, showroomDayRange, showroomMinutes, viewerDateParts, weekdayNames } from './showroom-time';

describe('showroom time (Asia/Beirut: UTC+2 in winter, UTC+3 in summer)', () => {
  it('puts instants on the showroom clock, with the offset of their date', () => {
    expect(showroomDay(new Date('2026-11-22T21:59:00Z'))).toBe('2026-11-22');
    expect(showroomDay(new Date('2026-11-22T22:00:00Z'))).toBe('2026-11-23');
    expect(showroomDay('2026-07-01T21:00:00Z')).toBe('2026-07-02');
    expect(showroomClock('2026-07-01T07:30:00Z')).toBe('10:30');
    expect(showroomClock('2026-01-01T07:30:00Z')).toBe('09:30');
    expect(showroomMinutes('2026-11-24T22:15:00Z')).toBe(15);
  });
  it('shifts months and finds their last day', () => {
    expect(shiftMonth('2026-11', 1)).toBe('2026-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(lastDayOfMonth('2028-02')).toBe('2028-02-29');
    expect(lastDayOfMonth('2026-02')).toBe('2026-02-28');
    expect(lastDayOfMonth('2026-12')).toBe('2026-12-31');
  });
  it('does day arithmetic and weekdays', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-20', '2026-11-23')).toBe(3);
    expect(isoWeekday('2026-11-21')).toBe(6);
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
  });
  it('accepts calendar days from 1972 to 2100 only', () => {
    expect(isCalendarDay('2026-11-24')).toBe(true);
    expect(isCalendarDay('1971-12-31')).toBe(false);
    expect(isCalendarDay('2101-01-01')).toBe(false);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('24/11/2026')).toBe(false);
    expect(isCalendarDay(20261124)).toBe(false);
  });
  it('reads day ranges as whole showroom days', () => {
    expect(showroomDayRange('2025-03-01', '2025-03-03')).toEqual({
      $gte: new Date('2025-02-28T22:00:00.000Z'),
      $lt: new Date('2025-03-03T22:00:00.000Z'),
    });
    expect(showroomDayRange(undefined, '2025-07-03')).toEqual({ $lt: new Date('2025-07-03T21:00:00.000Z') });
    expect(showroomDayRange('2025-03-05', '2025-03-04')).toBe("'from' must not be after 'to'");
  });
  it('formats appointment dates and days', () => {
    expect(formatAppointmentDate('2026-11-24T10:00:00+02:00')).toBe('Tuesday, November 24, 2026 at 10:00 (Beirut time)');
    expect(formatAppointmentDate('2026-11-24T08:00:00.000Z')).toBe('Tuesday, November 24, 2026 at 10:00 (Beirut time)');
    // the instant once written '10:00+03:00' is 09:00 on Beirut's winter clock
    expect(formatAppointmentDate('2026-11-24T10:00:00+03:00')).toBe('Tuesday, November 24, 2026 at 09:00 (Beirut time)');
    expect(formatAppointmentDate('2026-07-14T07:00:00.000Z')).toBe('Tuesday, July 14, 2026 at 10:00 (Beirut time)');
    expect(formatAppointmentDate(undefined)).toBe('Date not available');
    expect(formatAppointmentDate('nonsense')).toBe('Date not available');
    expect(formatDay('2026-11-24')).toBe('Tuesday, November 24, 2026');
  });

  it('words instants on the showroom clock: 22:30 UTC on 22 November is the 23rd in the showroom', () => {
    expect(formatShowroomDate('2026-11-22T22:30:00Z')).toBe('23 Nov 2026');
    expect(formatShowroomDate('2026-11-22T21:30:00Z')).toBe('22 Nov 2026');
    expect(formatShowroomDateTime('2026-11-22T22:30:00Z')).toBe('23 Nov 2026, 00:30');
    expect(formatShowroomDateTime(new Date('2026-07-01T09:05:07Z'), { seconds: true })).toBe('1 Jul 2026, 12:05:07');
    expect([formatShowroomDate(''), formatShowroomDate(null), formatShowroomDateTime('soon')]).toEqual(['—', '—', '—']);
    expect([formatShowroomTimestamp(new Date('2026-11-22T22:30:00Z')), formatShowroomTimestamp('2025-03-10T10:00:00+03:00'), formatShowroomTimestamp(null)]).toEqual([
      '2026-11-23 00:30',
      '2025-03-10 09:00',
      '',
    ]);
    expect([formatDayHeading('2026-11-23'), formatDayMonth('2026-11-23'), formatMonth('2026-11')]).toEqual(['Mon 23 Nov', '23 Nov', 'November 2026']);
    expect([formatWeekRange('2026-11-23'), formatWeekRange('2026-11-30'), formatWeekRange('2026-12-28')]).toEqual([
      '23 – 29 Nov 2026',
      '30 Nov – 6 Dec 2026',
      '28 Dec 2026 – 3 Jan 2027',
    ]);    expect([formatShowroomDate('2026-11-22T22:30:00Z', 'fr'), formatDayHeading('2026-11-23', 'fr'), formatDayMonth('2026-11-23', 'ar'), formatWeekRange('2026-11-30', 'fr')]).toEqual([
      '23 nov. 2026',
      'lun. 23 nov.',
      '23 تشرين الثاني',
      '30 nov. – 6 déc. 2026',
    ]);
    expect([weekdayNames('en', 'long')[0], weekdayNames('fr', 'long')[6]]).toEqual(['Monday', 'dimanche']);
  });

  it("words an instant on the viewer's clock for the local-time toggle", () => {
    expect(formatViewerDateTime('2026-11-24T10:00:00+03:00', 'Europe/Paris')).toBe('Tuesday, November 24, 2026 at 08:00 (GMT+1)');
    expect(formatViewerDateTime('2026-11-24T10:00:00+03:00', 'America/New_York')).toBe('Tuesday, November 24, 2026 at 02:00 (EST)');
    expect(formatViewerDateTime('soon')).toBe('Date not available');
    expect([clockIn('2026-11-24T08:00:00Z'), clockIn('2026-11-24T08:00:00Z', 'Europe/Paris')]).toEqual(['10:00', '09:00']);
    // a visitor in Beirut: the toggle's two clocks agree, winter and summer
    for (const iso of ['2026-11-24T08:00:00Z', '2026-07-14T07:00:00Z', '2026-10-24T20:30:00Z', '2027-03-27T22:30:00Z']) expect(clockIn(iso, 'Asia/Beirut')).toBe(clockIn(iso));
  });

  it('words what the availability rules tell customers: the consultation length and the opening hours', () => {
    expect([consultationLength(60), consultationLength(90), consultationLength(45)]).toEqual(['one-hour', '90-minute', '45-minute']);
    const nineToFive = [{ start: '09:00', end: '17:00' }];
    const week = { '1': nineToFive, '2': nineToFive, '3': nineToFive, '4': nineToFive, '5': nineToFive, '6': [], '7': [] };
    expect(formatOpeningHours(week)).toBe('Mon–Fri · 09:00–17:00');
    const split = [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '17:00' }];
    expect(formatOpeningHours({ ...week, '1': split, '2': split, '5': [], '6': [{ start: '10:00', end: '14:00' }] })).toBe(
      'Mon–Tue · 09:00–12:00 & 13:00–17:00, Wed–Thu · 09:00–17:00, Sat · 10:00–14:00',
    );
    expect(formatOpeningHours({ '1': [], '2': [], '3': [], '4': [], '5': [], '6': [], '7': [] })).toBe('');
  });
});

describe('dates in the customer languages (luxon locales: fr, ar-LB with Latin digits)', () => {
  it('words days, months and weekdays in French and Arabic, with Latin digits, on the showroom clock', () => {
    expect(formatDay('2026-11-24', 'fr')).toBe('mardi 24 novembre 2026');
    expect(formatDay('2026-11-24', 'ar')).toBe('الثلاثاء، 24 تشرين الثاني 2026');
    expect(formatDay('2026-11-24')).toBe('Tuesday, November 24, 2026');
    expect([formatMonth('2026-11', 'fr'), formatMonth('2026-11', 'ar')]).toEqual(['novembre 2026', 'تشرين الثاني 2026']);
    expect(weekdayNames('fr')[0]).toBe('lun.');
    expect(weekdayNames('ar')).toHaveLength(7);
    expect(weekdayNames()).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    // 08:00 UTC is 10:00 in the showroom in November, whatever the language
    expect(appointmentDateParts('2026-11-24T08:00:00Z', 'ar')).toEqual({ day: 'الثلاثاء، 24 تشرين الثاني 2026', time: '10:00' });
    expect(appointmentDateParts('nonsense', 'fr')).toBeNull();
    expect(viewerDateParts('2026-11-24T07:00:00Z', 'Europe/Paris', 'fr')).toEqual({ day: 'mardi 24 novembre 2026', time: '08:00', zone: 'GMT+1' });
    expect(formatShowroomDateTime('2026-11-24T08:00:00Z', { locale: 'fr' })).toBe('24 nov. 2026, 10:00');
    expect(formatShowroomDateTime('2026-11-24T08:00:00Z', { locale: 'ar' })).toMatch(/^24 .+ 2026، 10:00$/);
  });
});
