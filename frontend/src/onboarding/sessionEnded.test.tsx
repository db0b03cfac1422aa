// @vitest-environment jsdom
/**
 * A session ended by a link opened elsewhere (issue 34 item 1), in React Testing Library against a
 * fake API: when step 4's file list is refused with 401 'session_ended' (the project was opened with
 * the link e-mailed to its address), the wizard says why in plain words, keeps the answers in
 * storage and offers a new link to the step-1 address, which it then asks for.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESUME_LINK_SENT } from '@cabinetry/shared/contracts';
import { fakeApi, installBrowserShims, renderWizardStep, toastText, type FakeApi } from '../testing/fakeApi';
import en from '../i18n/locales/en.json';
import { STORAGE_KEY } from './state';
import Step4 from './steps/step4/Step4';

const CUSTOMER_ID = 'a1b2c3d4e5f6a1b2c3d4e5f6';
const EMAIL = 'layla@example.com';
let api: FakeApi;

beforeAll(installBrowserShims);

beforeEach(() => {
  api = fakeApi({
    'GET /api/onboarding/documents/': () => [401, { error: 'This session has ended', code: 'session_ended' }],
    'POST /api/onboarding/resume-links?locale=en': () => [202, { message: RESUME_LINK_SENT }],
  });
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ currentStep: 4, customerId: CUSTOMER_ID, customerInfo: { firstName: 'Layla', lastName: 'Khoury', email: EMAIL, phone: '+96171123456' } }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a wizard whose session a link opened elsewhere ended', () => {
  it('says why, keeps the answers and sends a new link to the step-1 address', async () => {
    renderWizardStep('/onboarding/step4', <Step4 />);
    await waitFor(() => expect(toastText()).toContain(en.resume.sessionEnded));
    expect(document.querySelector('.ant-alert-warning')?.textContent).toContain(en.resume.sessionEnded);
    expect(toastText()).not.toContain(en.resume.sessionLost);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).toMatchObject({ customerId: CUSTOMER_ID, customerInfo: { email: EMAIL } });

    fireEvent.click(screen.getByRole('button', { name: en.resume.emailMeLink }));
    expect(((await screen.findByLabelText(/^Email/, {}, { timeout: 10_000 })) as HTMLInputElement).value).toBe(EMAIL);
    fireEvent.click(screen.getByRole('button', { name: en.resume.sendLink }));
    expect((await screen.findByText(RESUME_LINK_SENT)).getAttribute('role')).toBe('status');
    expect(api.callsTo('/api/onboarding/resume-links')).toEqual(['POST /api/onboarding/resume-links?locale=en']);
  });
});
