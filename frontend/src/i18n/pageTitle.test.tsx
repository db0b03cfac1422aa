// @vitest-environment jsdom
/**
 * Each customer page has its own title in the visitor's language (issue 35 item 5): the pre-render
 * writes it in the page's HTML (prerender.test.tsx), and LocaleScope keeps document.title in step as
 * the visitor moves between pages and languages.
 */
import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import ar from './locales/ar.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { i18n } from './i18n';
import { LocaleScope } from './LocaleScope';

const page = { element: null };

describe('the document title', () => {
  it("follows the page and its language, the manage page's and the not-found page's too", async () => {
    const router = createMemoryRouter(
      [{ path: '/:lang?', element: <LocaleScope />, children: [{ index: true, ...page }, { path: 'onboarding/:step', ...page }, { path: 'appointment/:token', ...page }, { path: '*', ...page }] }],
      { initialEntries: ['/onboarding/step1'] },
    );
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    const go = (path: string) => act(() => router.navigate(path));
    await expect.poll(() => document.title).toBe(`${en.step1.title} · Atelier Cedar`);
    await go('/fr/onboarding/step5');
    await expect.poll(() => document.title).toBe(`${fr.step5.title} · Atelier Cedar`);
    await go('/ar/appointment/some-token');
    await expect.poll(() => document.title).toBe(`${ar.manage.title} · Atelier Cedar`);
    await go('/ar/no-such-page');
    await expect.poll(() => document.title).toBe(`${ar.notFound.title} · Atelier Cedar`);
    await go('/');
    await expect.poll(() => document.title).toBe(en.shell.documentTitle);
  });
});
