// @vitest-environment jsdom
/**
 * 'Continue on another device' answers in the page's language (issue 35): the server's sentence is
 * English, so the form shows the catalogue's, never the server's.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RESUME_LINK_SENT } from '@cabinetry/shared/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import ar from '../i18n/locales/ar.json';
import fr from '../i18n/locales/fr.json';
import { ResumeLinkForm } from './ResumeLinkForm';

afterEach(async () => {
  cleanup();
  await activateLocale('en');
});

describe('the resume link form', () => {
  for (const [locale, sent] of [['fr', fr.resume.linkSent], ['ar', ar.resume.linkSent]] as const) {
    it(`confirms the link in ${locale}, not in the server's English`, async () => {
      await activateLocale(locale);
      render(<ResumeLinkForm email="rana@example.com" request={() => Promise.resolve({ message: RESUME_LINK_SENT })} />);
      fireEvent.submit(screen.getByRole('button').closest('form')!);
      expect((await screen.findByText(sent)).textContent).toBe(sent);
      expect(screen.queryByText(RESUME_LINK_SENT)).toBeNull();
    });
  }
});
