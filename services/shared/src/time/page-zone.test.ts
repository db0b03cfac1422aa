// @vitest-environment jsdom
/**
 * In a browser the shared time module has no environment: it keeps the showroom's zone the page
 * names on <html data-showroom-time-zone> (filled in from SHOWROOM_TIME_ZONE where the page is
 * served), and the default when the page names none or no zone at all.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** <html>'s data attributes (this package is typed without the DOM). */
const html = () => (globalThis as unknown as { document: { documentElement: { dataset: Record<string, string | undefined> } } }).document.documentElement.dataset;

/** The module as a browser page naming `zone` evaluates it (no SHOWROOM_TIME_ZONE in the environment). */
async function timeOnPage(zone: string | null) {
  vi.stubEnv('SHOWROOM_TIME_ZONE', '');
  vi.resetModules();
  if (zone === null) delete html().showroomTimeZone;
  else html().showroomTimeZone = zone;
  return import('./showroom-time');
}

afterEach(() => {
  vi.unstubAllEnvs();
  delete html().showroomTimeZone;
});

describe("the showroom's zone in a browser", () => {
  it('is the one the page names: times and days on that clock', async () => {
    const time = await timeOnPage('Europe/Paris');
    expect(time.SHOWROOM_TIME_ZONE).toBe('Europe/Paris');
    // 08:00 UTC on 24 November 2026: 09:00 in Paris (UTC+1), 10:00 in Beirut (UTC+2)
    expect(time.showroomClock('2026-11-24T08:00:00Z')).toBe('09:00');
    expect(time.slotAppointmentDate('2026-11-24', '10:00')).toBe('2026-11-24T10:00:00+01:00');
  });

  it('is the default when the page names none, or no IANA zone', async () => {
    for (const zone of [null, '', 'Mars/Olympus']) {
      const time = await timeOnPage(zone);
      expect(time.SHOWROOM_TIME_ZONE).toBe('Asia/Beirut');
      expect(time.showroomClock('2026-11-24T08:00:00Z')).toBe('10:00');
    }
  });
});
