// @vitest-environment jsdom
/**
 * Never stuck (issue 24 item 2) in React Testing Library against a fake API: when step 4's file list
 * is refused because this browser's session is gone, the wizard says so in plain words, keeps the
 * answers in storage and offers the resume link to the step-1 address, which it then asks for.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESUME_LINK_SENT } from '@cabinetry/shared/contracts';
import { fakeApi, installBrowserShims, renderWizardStep, toastText, type FakeApi } from '../testing/fakeApi';
import en from '../i18n/locales/en.json';
import { STORAGE_KEY } from './state';
import Step4 from './steps/step4/Step4';

const CUSTOMER_ID = 'a1b2c3d4e5f6a1b2c3d4e5f6';
const EMAIL = 'rana@example.com';
let api: FakeApi;
let sessionCode: string;

beforeAll(installBrowserShims);

beforeEach(() => {
  api = fakeApi({
    'GET /api/onboarding/documents/': () => [sessionCode === 'session_missing' ? 401 : 403, { error: 'No customer session', code: sessionCode }],
    'POST /api/onboarding/resume-links': () => [202, { message: RESUME_LINK_SENT }],
  });
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ currentStep: 4, customerId: CUSTOMER_ID, customerInfo: { firstName: 'Rana', lastName: 'Haddad', email: EMAIL, phone: '+96171123456' }, notes: 'by the window' }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderStep4 = () => renderWizardStep('/onboarding/step4', <Step4 />);

describe('a wizard whose session is gone', () => {
  it.each(['session_missing', 'session_mismatch'])('says so on %s, keeps the answers and sends the resume link to the step-1 address', async (code) => {
    sessionCode = code;
    renderStep4();
    await waitFor(() => expect(toastText()).toContain(en.resume.sessionLost));
    expect(toastText()).not.toContain('Failed to load existing files');
    expect(document.querySelector('.ant-alert-warning')?.textContent).toContain(en.resume.sessionLost);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).toMatchObject({ customerId: CUSTOMER_ID, notes: 'by the window', customerInfo: { email: EMAIL } });

    fireEvent.click(screen.getByRole('button', { name: 'E-mail me a link' }));
    expect(((await screen.findByLabelText(/^Email/, {}, { timeout: 10_000 })) as HTMLInputElement).value).toBe(EMAIL);
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect((await screen.findByText(RESUME_LINK_SENT)).getAttribute('role')).toBe('status');
    expect(api.callsTo('/api/onboarding/resume-links')).toEqual(['POST /api/onboarding/resume-links?locale=en']);
  });
});
