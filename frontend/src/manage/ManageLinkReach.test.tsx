// @vitest-environment jsdom
/**
 * The manage link reaches one appointment and nothing more (issue 34 item 5), in React Testing
 * Library against a fake API: a cancelled appointment's link (410 appointment_cancelled) says so and
 * offers a new booking (step 5, in the page's language); 'Download my data' links to no export: it
 * unfolds the resume-link form, which e-mails the link that connects this device to the project.
 */
import type { AppointmentView } from '@cabinetry/shared/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Route as RouterRoute, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { advance, fakeApi, type FakeApi, installBrowserShims, Providers } from '../testing/fakeApi';
import ManageAppointmentPage from './ManageAppointmentPage';

const TOKEN = 'b'.repeat(64);
let api: FakeApi;

const appointment: AppointmentView = {
  id: 'f0f0f0f0f0f0f0f0f0f0f0f0',
  customerId: 'a1b2c3d4e5f6a1b2c3d4e5f6',
  appointmentType: 'in-person',
  appointmentDate: '2026-11-25T10:00:00+03:00',
  status: 'confirmed',
  calendarEventId: null,
  calendarEvent: null,
};

const page = (path = `/appointment/${TOKEN}`) => (
  <Providers path={path}>
    <Routes>
      <RouterRoute path="/:lang?/appointment/:token" element={<ManageAppointmentPage />} />
    </Routes>
  </Providers>
);

beforeAll(() => installBrowserShims());
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T09:00:00Z'), toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the manage link', () => {
  it("of a cancelled appointment says so and offers a new booking", async () => {
    api = fakeApi({ [`GET /api/appointments/manage/${TOKEN}`]: () => [410, { error: 'This appointment has been cancelled.', code: 'appointment_cancelled' }] });
    render(page());
    await advance(20);
    expect(screen.getByRole('heading', { name: 'This appointment has been cancelled' })).toBeTruthy();
    expect(screen.getByText('This appointment has been cancelled. You are welcome to book a new time whenever suits you.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book a New Consultation' }).getAttribute('href')).toBe('/onboarding/step5');
    expect(screen.queryByText('This link has expired')).toBeNull();
  });

  it("of an expired one still says it expired, with no booking offer", async () => {
    api = fakeApi({ [`GET /api/appointments/manage/${TOKEN}`]: () => [410, { error: 'This appointment link has expired.', code: 'link_expired' }] });
    render(page());
    await advance(20);
    expect(screen.getByRole('heading', { name: 'This link has expired' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Book a New Consultation' })).toBeNull();
  });

  it("offers 'Download my data' as the e-mailed link that connects this device, never an export of the link", async () => {
    let asked: unknown;
    api = fakeApi({
      [`GET /api/appointments/manage/${TOKEN}`]: () => appointment,
      'POST /api/onboarding/resume-links': (_url, init) => {
        asked = JSON.parse(String(init?.body));
        return [202, { message: 'If this e-mail address belongs to a project, we have sent it a link to continue on any device. The link is valid for 72 hours and can be used once.' }];
      },
    });
    render(page());
    await advance(20);
    fireEvent.click(screen.getByRole('button', { name: /Download my data/ }));
    expect(screen.getByText(/We will e-mail you a link that connects this one/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'rana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    await advance(20);
    expect(asked).toEqual({ email: 'rana@example.com' });
    expect(api.calls.some((c) => c.includes('/export'))).toBe(false);
  });
});
