import { describe, expect, it } from 'vitest';
import type { AdminAppointment } from '@cabinetry/shared/contracts';
import { allowedActions, customerName, hourRows, thisMonday, weekBlocks, weekDays } from './appointments';

const appt = (over: Partial<AdminAppointment>): AdminAppointment => ({
  id: 'a1',
  customerId: 'c1',
  appointmentType: 'in-person',
  appointmentDate: '2026-11-24T10:00:00+02:00',
  endDate: '2026-11-24T11:00:00+02:00',
  status: 'confirmed',
  calendarEventId: null,
  calendarEvent: null,
  customer: { firstName: 'Layla', lastName: 'Khoury', email: 'l@example.com', phone: '' },
  designerId: null,
  rescheduleCount: 0,
  cancelledBy: null,
  cancelledAt: null,
  customerConfirmedAt: null,
  createdAt: '2026-11-20T10:00:00+02:00',
  ...over,
});

describe('appointments page helpers', () => {
  it('find the Beirut week, Monday first', () => {
    expect(thisMonday(new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-23'); // already Monday 00:30 in Beirut (UTC+2 in November)
    expect(weekDays('2026-11-30')).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
  });

  it('place appointments on the week grid in Beirut time and widen the hours to hold them', () => {
    const blocks = weekBlocks(
      [
        appt({ id: 'late', appointmentDate: '2026-11-27T18:30:00+02:00', endDate: '2026-11-27T19:30:00+02:00' }),
        appt({ id: 'tue' }),
        appt({ id: 'utc', appointmentDate: '2026-11-23T07:00:00Z', endDate: '2026-11-23T08:00:00Z' }),
        appt({ id: 'next-week', appointmentDate: '2026-11-30T10:00:00+02:00', endDate: '2026-11-30T11:00:00+02:00' }),
      ],
      '2026-11-23',
    );
    expect(blocks.map((b) => [b.appointment.id, b.day, b.startMinute, b.endMinute])).toEqual([
      ['utc', 0, 540, 600],
      ['tue', 1, 600, 660],
      ['late', 4, 1110, 1170],
    ]);
    expect(hourRows(blocks)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(hourRows([])).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
  });

  it('allow cancelling before the start, and the outcomes after it, never on a cancelled one', () => {
    const now = new Date('2026-11-24T09:00:00Z'); // 11:00 Beirut
    expect(allowedActions(appt({ appointmentDate: '2026-11-24T12:00:00+02:00' }), now)).toEqual({ cancel: true, move: true, completed: false, noShow: false });
    expect(allowedActions(appt({}), now)).toEqual({ cancel: false, move: false, completed: true, noShow: true });
    expect(allowedActions(appt({ status: 'completed' }), now)).toEqual({ cancel: false, move: false, completed: false, noShow: true });
    expect(allowedActions(appt({ status: 'cancelled' }), now)).toEqual({ cancel: false, move: false, completed: false, noShow: false });
    expect(customerName(appt({ customer: null }), 'Unknown customer')).toBe('Unknown customer');
  });
});
