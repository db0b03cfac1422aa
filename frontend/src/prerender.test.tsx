/**
 * The renderer of the pre-rendered pages (src/prerender.tsx) on the thank-you page and the not-found
 * page: each in the language of its path, its text from that language's catalogue; step 5 rendered
 * with its API answers (as the gateway does per request) shows its calendar with the free days; the
 * manage page rendered with its appointment shows it, its times on the showroom's clock; nginx
 * sends exactly the pages rendered per request to the gateway.
 */
import { readFileSync } from 'node:fs';
import type { AppointmentView, AvailableDay, BookingWindow } from '@cabinetry/shared/contracts';
import { DEFAULT_AVAILABILITY_RULES } from '@cabinetry/shared/contracts/availability-defaults';
import { addDays, showroomDay, slotAppointmentDate } from '@cabinetry/shared/time';
import { describe, expect, it } from 'vitest';
import { availabilityUrl } from './api/appointments';
import ar from './i18n/locales/ar.json';
import en from './i18n/locales/en.json';
import fr from './i18n/locales/fr.json';
import { BOOKING_WINDOW_URL } from './lib/showroomHours';
import { LOCALES, NOT_FOUND_PATH, PRERENDERED_PAGES, SHOWROOM_CLOCK, localePath, render } from './prerender';

const CATALOGUES = { en, fr, ar };
/** `text` as React writes it in HTML. */
const inHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

describe('pre-rendered pages beyond the steps', () => {
  it('include the thank-you page', () => {
    expect(PRERENDERED_PAGES['/onboarding/complete']).toMatchObject({ start: 'intent' });
  });

  for (const locale of ['en', 'fr', 'ar'] as const) {
    const messages = CATALOGUES[locale];
    it(`render the thank-you page in ${locale}`, async () => {
      const { html, language } = await render(localePath(locale, '/onboarding/complete'));
      expect(language).toMatchObject({ locale, dir: locale === 'ar' ? 'rtl' : 'ltr', title: `${messages.complete.title} · Atelier Cedar` });
      expect(html).toContain(inHtml(messages.complete.title));
      expect(html).toContain(inHtml(messages.complete.thanks));
    }, 60_000);

    it(`render the not-found page in ${locale}`, async () => {
      const { html, language } = await render(localePath(locale, NOT_FOUND_PATH));
      expect(language).toMatchObject({ locale, title: `${messages.notFound.title} · Atelier Cedar` });
      expect(html).toContain(inHtml(messages.notFound.title));
      expect(html).toContain(inHtml(messages.notFound.start));
    }, 60_000);
  }
});

describe('step 5 rendered with its API answers', () => {
  const bookingWindow: BookingWindow = {
    timeZone: 'Asia/Beirut',
    earliestDate: '2026-11-27',
    latestDate: '2027-01-26',
    closedWeekdays: [6, 7],
    daysOff: ['2026-12-01'],
    slotMinutes: 60,
    weeklyHours: DEFAULT_AVAILABILITY_RULES.weeklyHours,
  };
  // a free slot on the 27th, none left on the 30th
  const firstWindow: AvailableDay[] = [
    { date: '2026-11-27', slots: [{ time: '10:00', start: '2026-11-27T10:00:00+02:00', available: true }] },
    { date: '2026-11-30', slots: [{ time: '10:00', start: '2026-11-30T10:00:00+02:00', available: false }] },
  ];
  const pageData = { [BOOKING_WINDOW_URL]: bookingWindow, [availabilityUrl()]: firstWindow };
  /** The classes of the calendar's button for `date` in `html`. */
  const dayClasses = (html: string, date: string) => new RegExp(`<button[^>]*class="([^"]*)"[^>]*data-date="${date}"`).exec(html)?.[1];

  it('is rendered per request with the booking window and the first availability window', () => {
    expect(PRERENDERED_PAGES['/onboarding/step5']).toMatchObject({ perRequest: true });
    expect(PRERENDERED_PAGES['/onboarding/step5'].calls('en')).toEqual([BOOKING_WINDOW_URL, '/api/appointments/available']);
  });

  for (const locale of ['en', 'ar'] as const) {
    it(`shows the booking window's first month with its free days marked, in ${locale}`, async () => {
      const { html } = await render(localePath(locale, '/onboarding/step5'), pageData);
      expect(html).toContain(inHtml(CATALOGUES[locale].step5.chooseDate));
      expect(html).not.toContain('skeleton');
      expect(dayClasses(html, '2026-11-27')).toContain('has-slots');
      expect(dayClasses(html, '2026-11-30')).not.toContain('has-slots');
      expect(dayClasses(html, '2026-11-28')).toContain('is-closed');
      expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-date="2026-11-26"/);
    }, 60_000);
  }
});

describe('the manage page rendered with its appointment', () => {
  const TOKEN = 'a'.repeat(64);
  const appointment: AppointmentView = {
    id: 'f0f0f0f0f0f0f0f0f0f0f0f0',
    customerId: 'a1b2c3d4e5f6a1b2c3d4e5f6',
    appointmentType: 'in-person',
    // a week ahead: outside the notice before a change, so Reschedule is offered
    appointmentDate: slotAppointmentDate(addDays(showroomDay(Date.now()), 7), '10:00'),
    status: 'confirmed',
    calendarEventId: null,
    calendarEvent: null,
    designerName: 'Yara',
  };

  it('is rendered per request only, with the call its token names, its times on the showroom clock', () => {
    expect(PRERENDERED_PAGES['/appointment/:token']).toMatchObject({ start: 'intent', perRequest: true, viewerClock: true });
    expect(PRERENDERED_PAGES['/appointment/:token'].calls('fr')).toEqual(['/api/appointments/manage/:token']);
    expect(SHOWROOM_CLOCK).toBe('Asia/Beirut');
  });

  for (const locale of ['en', 'ar'] as const) {
    it(`shows the appointment, its designer and its actions, the viewer's clock as the showroom's, in ${locale}`, async () => {
      const messages = CATALOGUES[locale];
      const { html } = await render(localePath(locale, `/appointment/${TOKEN}`), { [`/api/appointments/manage/${TOKEN}`]: appointment });
      expect(html).toContain(inHtml(messages.manage.title));
      expect(html).toContain('Yara');
      expect(html).toContain(inHtml(messages.reschedule.open));
      expect(html).toContain(inHtml(messages.export.download));
      expect(html).not.toContain(`/api/appointments/manage/${TOKEN}/export`);
      expect(html).toContain('10:00 (GMT+2)'); // the showroom's clock on 6 December: Beirut in winter
      expect(html).not.toContain('spinner');
    }, 60_000);
  }
});

describe('nginx', () => {
  it('sends the gateway exactly the pages rendered per request, in every language, with or without a trailing slash', () => {
    // the rendered pages' location, in each language: the generated locales.conf (gateway/src/nginx-locales.ts)
    const conf = readFileSync(new URL('../nginx/locales.conf', import.meta.url), 'utf8');
    const [pattern] = /^location ~ (\S+) \{\n {2}include \/etc\/nginx\/cabinetry\/api-proxy\.conf;\n {2}proxy_intercept_errors on;/m.exec(conf)?.slice(1) ?? [];
    expect(pattern).toBeDefined();
    const perRequest = new RegExp(pattern);
    for (const [path, page] of Object.entries(PRERENDERED_PAGES)) {
      for (const url of LOCALES.map((locale) => localePath(locale, path))) {
        expect(perRequest.test(url), url).toBe(!!page.perRequest);
        expect(perRequest.test(`${url}/`), `${url}/`).toBe(!!page.perRequest);
      }
    }
  });
});
