// @vitest-environment jsdom
/**
 * The language menu (issue 35 item 5): its links keep the page's query and #fragment (a resume or
 * erasure link's token), and a click on one remembers the chosen language in the cookie the server
 * reads before the browser leaves the page.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberChosenLocale } from '../i18n/localeCookie';
import { LanguageMenu } from './LanguageMenu';

afterEach(cleanup);

const hrefs = () => ['English', 'Français', 'العربية'].map((name) => screen.getByRole('link', { name }).getAttribute('href'));

describe('the language menu', () => {
  it("keeps a resume link's #token and the query in every language's link", () => {
    render(
      <MemoryRouter initialEntries={['/fr/resume?from=mail#AbC_123-token']}>
        <LanguageMenu />
      </MemoryRouter>,
    );
    expect(hrefs()).toEqual(['/resume?from=mail#AbC_123-token', '/fr/resume?from=mail#AbC_123-token', '/ar/resume?from=mail#AbC_123-token']);
  });

  it("keeps the manage link's token, which is in its path", () => {
    render(
      <MemoryRouter initialEntries={['/appointment/TOKEN123']}>
        <LanguageMenu />
      </MemoryRouter>,
    );
    expect(hrefs()).toEqual(['/appointment/TOKEN123', '/fr/appointment/TOKEN123', '/ar/appointment/TOKEN123']);
  });

  it('remembers the chosen language in the locale cookie on click', () => {
    rememberChosenLocale();
    render(
      <MemoryRouter initialEntries={['/ar/erase#t']}>
        <LanguageMenu />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'English' }));
    expect(document.cookie).toContain('cabinetry_locale=en');
    fireEvent.click(screen.getByRole('link', { name: 'Français' }));
    expect(document.cookie).toContain('cabinetry_locale=fr');
  });
});
