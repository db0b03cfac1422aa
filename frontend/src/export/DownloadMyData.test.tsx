// @vitest-environment jsdom
/**
 * 'Download my data' for a customer who has not booked (issue 24 item 3), in React Testing Library
 * against a fake API: once step 1 is saved (the wizard knows the customer), every step offers the
 * session's export under its content and in the 'Continue on another device' dialog; before that,
 * or once the session is gone, neither does.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, installBrowserShims, renderWizardStep } from '../testing/fakeApi';
import en from '../i18n/locales/en.json';
import { STORAGE_KEY } from '../onboarding/state';
import Step4 from '../onboarding/steps/step4/Step4';

const CUSTOMER_ID = 'a1b2c3d4e5f6a1b2c3d4e5f6';

beforeAll(installBrowserShims);

let documentsAnswer: [number, unknown];
beforeEach(() => {
  documentsAnswer = [200, []];
  fakeApi({ 'GET /api/onboarding/documents/': () => documentsAnswer });
});

const saveProject = () =>
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ currentStep: 4, customerId: CUSTOMER_ID, customerInfo: { firstName: 'Rana', lastName: 'Haddad', email: 'rana@example.com', phone: '+96171123456' } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderStep4 = () => renderWizardStep('/onboarding/step4', <Step4 />);

const downloads = (scope: HTMLElement) => within(scope).queryAllByRole('link', { name: en.export.download });

describe("'Download my data' on the wizard's steps", () => {
  it('links to the session export under the step and in the Continue on another device dialog once the project is saved', async () => {
    saveProject();
    renderStep4();
    const [below] = downloads(document.body);
    expect(below.getAttribute('href')).toBe(`/api/onboarding/export/${CUSTOMER_ID}`);

    fireEvent.click(screen.getByRole('button', { name: en.resume.continueElsewhere }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByText(en.export.dialogIntro)).toBeTruthy();
    expect(downloads(dialog).map((a) => a.getAttribute('href'))).toEqual([`/api/onboarding/export/${CUSTOMER_ID}`]);
  });

  it('is not offered before step 1 is saved', async () => {
    renderStep4();
    fireEvent.click(screen.getByRole('button', { name: en.resume.continueElsewhere }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByText(en.resume.dialogIntro)).toBeTruthy();
    expect(downloads(document.body)).toEqual([]);
  });

  it("is not offered once this browser's session is gone (the export would refuse it)", async () => {
    saveProject();
    documentsAnswer = [401, { error: 'No customer session', code: 'session_missing' }];
    renderStep4();
    await waitFor(() => expect(document.querySelector('.ant-alert-warning')?.textContent).toContain(en.resume.sessionLost));
    expect(downloads(document.body)).toEqual([]);
  });
});
