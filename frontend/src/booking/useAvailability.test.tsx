// @vitest-environment jsdom
/**
 * Step 5's availability hook on SWR, under fake timers, against a fake availability API that answers
 * windows of 14 days (weekdays with a 10:00 slot, weekends closed).
 */
import type { AvailableDay } from '@cabinetry/shared/contracts';
import { cleanup, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, isoWeekday, slotAppointmentDate } from '@cabinetry/shared/time';
import { advance, fakeApi, Providers, toastText, type FakeApi } from '../testing/fakeApi';
import { useAvailability, type AvailabilityView } from './useAvailability';

/** Saturday or Sunday (the fake availability's closed days). */
const isWeekend = (date: string): boolean => isoWeekday(date) >= 6;

const AVAILABLE = 'GET /api/appointments/available';
const NOVEMBER: AvailabilityView = { selected: null, visibleTo: '2026-11-30' };
const DECEMBER: AvailabilityView = { selected: null, visibleTo: '2026-12-31' };

let api: FakeApi;
/** start dates the fake refuses with a 500 */
let failing: Set<string>;
/** the slot time the fake offers (changes show a re-read) */
let slotTime: string;

/** 14 days from `startDate` (or from tomorrow, 2026-11-24). */
function windowFrom(start: string): AvailableDay[] {
  return Array.from({ length: 14 }, (_, i) => addDays(start, i)).map((date) => ({
    date,
    slots: isWeekend(date) ? [] : [{ time: slotTime, start: slotAppointmentDate(date, slotTime), available: true }],
  }));
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T09:00:00Z'), toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  failing = new Set();
  slotTime = '10:00';
  api = fakeApi({
    [AVAILABLE]: (url) => {
      const start = url.searchParams.get('startDate') ?? '2026-11-24';
      return failing.has(start) ? [500, { error: 'down' }] : windowFrom(start);
    },
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function mount(view: AvailabilityView, pageData?: Record<string, unknown>) {
  const wrapper = ({ children }: { children: ReactNode }) => <Providers pageData={pageData}>{children}</Providers>;
  return renderHook((v: AvailabilityView) => useAvailability(v), { initialProps: view, wrapper });
}

const starts = () => api.callsTo('/available').map((c) => new URL(c.split(' ')[1], 'http://x').searchParams.get('startDate') ?? 'first');

describe('useAvailability', () => {
  it('loads the first window once, and has no slots for days outside it', async () => {
    const { result } = mount(NOVEMBER);
    expect(result.current.loading).toBe(true);
    expect(result.current.slotsOf('2026-11-24')).toBeUndefined();
    await advance(20);
    expect(result.current.loading).toBe(false);
    expect(result.current.slotsOf('2026-11-24')).toEqual([{ time: '10:00', start: slotAppointmentDate('2026-11-24', '10:00'), available: true }]);
    expect(result.current.slotsOf('2026-11-28')).toEqual([]); // a Saturday
    expect(result.current.slotsOf('2026-12-20')).toEqual([]);
    expect(starts()).toEqual(['first']);
  });

  it('browsing beyond the loaded days fetches the next windows with the Calendar Updated toast (2 s)', async () => {
    const { result, rerender } = mount(NOVEMBER);
    await advance(20);
    rerender(DECEMBER);
    expect(result.current.loading).toBe(true);
    expect(result.current.slotsOf('2026-12-30')).toBeUndefined();
    await advance(20);
    // 14-day windows: Dec 8-21, then Dec 22 - Jan 4 cover December (each growth re-reads the loaded windows too)
    expect(starts()).toEqual(['first', 'first', '2026-12-08', 'first', '2026-12-08', '2026-12-22']);
    expect(result.current.loading).toBe(false);
    expect(result.current.slotsOf('2026-12-30')).toEqual([{ time: '10:00', start: slotAppointmentDate('2026-12-30', '10:00'), available: true }]);
    expect(toastText()).toBe('Calendar Updated – Additional dates are now available');
    await advance(2000);
    expect(toastText()).toBeNull();
  });

  it('fetches silently 500 ms after a chosen date comes within 10 days of the end of the loaded days', async () => {
    const { rerender } = mount(NOVEMBER);
    await advance(20);
    rerender({ ...NOVEMBER, selected: '2026-11-25' }); // 12 days before Dec 7: not near the end
    await advance(1000);
    expect(starts()).toEqual(['first']);
    rerender({ ...NOVEMBER, selected: '2026-11-27' }); // 10 days before Dec 7
    await advance(499);
    expect(starts()).toEqual(['first']);
    await advance(1);
    expect(starts()).toContain('2026-12-08');
    expect(toastText()).toBeNull();
  });

  it('says when additional dates fail to load, and does not ask again for the same view', async () => {
    failing.add('2026-12-08');
    const { result, rerender } = mount(NOVEMBER);
    await advance(20);
    rerender(DECEMBER);
    await advance(20);
    expect(toastText()).toBe('Error: Failed to load additional dates. Please try again.');
    expect(result.current.loading).toBe(false);
    expect(result.current.slotsOf('2026-11-24')).toEqual([{ time: '10:00', start: slotAppointmentDate('2026-11-24', '10:00'), available: true }]);
    const asked = starts().filter((s) => s === '2026-12-08').length;
    await advance(60_000);
    expect(starts().filter((s) => s === '2026-12-08').length).toBe(asked);
    // moving on asks again
    failing.clear();
    rerender({ ...DECEMBER, selected: '2026-12-10' });
    await advance(20);
    expect(result.current.slotsOf('2026-12-10')).toEqual([{ time: '10:00', start: slotAppointmentDate('2026-12-10', '10:00'), available: true }]);
  });

  it('re-reads every loaded window every 5 minutes', async () => {
    const { result, rerender } = mount(NOVEMBER);
    await advance(20);
    rerender(DECEMBER);
    await advance(20);
    const before = starts().length;
    slotTime = '11:00';
    await advance(5 * 60 * 1000 - 10_000);
    expect(starts().length).toBe(before);
    await advance(10_000);
    expect(starts().slice(before)).toEqual(['first', '2026-12-08', '2026-12-22']);
    expect(result.current.slotsOf('2026-12-30')).toEqual([{ time: '11:00', start: slotAppointmentDate('2026-12-30', '11:00'), available: true }]);
  });

  it('is fresh for 5 minutes: a return to step 5 within that time makes no call, a later one re-reads', async () => {
    let latest: ReturnType<typeof useAvailability> | null = null;
    function Probe() {
      latest = useAvailability(NOVEMBER);
      return null;
    }
    const app = (shown: boolean) => <Providers>{shown && <Probe />}</Providers>;
    const { rerender } = render(app(true));
    await advance(20);
    rerender(app(false));
    await advance(60_000);
    rerender(app(true));
    await advance(20);
    expect(starts()).toEqual(['first']);
    expect(latest!.slotsOf('2026-11-24')).toEqual([{ time: '10:00', start: slotAppointmentDate('2026-11-24', '10:00'), available: true }]);
    rerender(app(false));
    await advance(5 * 60 * 1000);
    rerender(app(true));
    await advance(20);
    expect(starts()).toEqual(['first', 'first']);
  });

  describe('on a page rendered with its first window (src/pageData.ts)', () => {
    /** the page's window: 09:00 free on each weekday (the API now offers 10:00) */
    const pageData = () => ({ '/api/appointments/available': windowFrom('2026-11-24').map((d) => ({ ...d, slots: d.slots.map((s) => ({ ...s, time: '09:00', start: slotAppointmentDate(d.date, '09:00') })) })) });
    /** the page began loading `ms` ago */
    const loadedAgo = (ms: number) => vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(Date.now() - ms);

    it('shows it at once and makes no call while it is fresh, then keeps the refresh and the next windows', async () => {
      loadedAgo(60_000);
      const { result, rerender } = mount(NOVEMBER, pageData());
      expect(result.current.loading).toBe(false);
      expect(result.current.slotsOf('2026-11-24')).toEqual([{ time: '09:00', start: slotAppointmentDate('2026-11-24', '09:00'), available: true }]);
      await advance(20);
      expect(starts()).toEqual([]);
      await advance(5 * 60 * 1000);
      expect(starts()).toEqual(['first']);
      expect(result.current.slotsOf('2026-11-24')).toEqual([{ time: '10:00', start: slotAppointmentDate('2026-11-24', '10:00'), available: true }]);
      rerender(DECEMBER);
      await advance(20);
      expect(starts()).toContain('2026-12-08');
      expect(result.current.slotsOf('2026-12-10')).toEqual([{ time: '10:00', start: slotAppointmentDate('2026-12-10', '10:00'), available: true }]);
    });

    it('reads it again at mount once it is 5 minutes old, showing it meanwhile', async () => {
      loadedAgo(5 * 60 * 1000);
      const { result } = mount(NOVEMBER, pageData());
      expect(result.current.slotsOf('2026-11-24')).toEqual([{ time: '09:00', start: slotAppointmentDate('2026-11-24', '09:00'), available: true }]);
      await advance(20);
      expect(starts()).toEqual(['first']);
      expect(result.current.slotsOf('2026-11-24')).toEqual([{ time: '10:00', start: slotAppointmentDate('2026-11-24', '10:00'), available: true }]);
    });
  });

  it('reload() re-reads the loaded windows at once', async () => {
    const { result } = mount(NOVEMBER);
    await advance(20);
    slotTime = '12:00';
    await advance(20);
    expect(result.current.slotsOf('2026-11-24')).toEqual([{ time: '10:00', start: slotAppointmentDate('2026-11-24', '10:00'), available: true }]);
    await result.current.reload();
    await advance(20);
    expect(result.current.slotsOf('2026-11-24')).toEqual([{ time: '12:00', start: slotAppointmentDate('2026-11-24', '12:00'), available: true }]);
    expect(starts()).toEqual(['first', 'first']);
  });
});
