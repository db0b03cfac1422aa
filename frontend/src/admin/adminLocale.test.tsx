// @vitest-environment jsdom
/** The back office in the user's language: its own messages, antd's direction and <html lang dir> follow, and the document is restored on leaving. */
import { cleanup, render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminLocaleProvider } from './adminLocale';
import { useAdminTranslation } from './i18n/adminI18n';

afterEach(cleanup);

/** A back-office button worded by the back office's catalogue. */
function LogoutButton() {
  const { t } = useAdminTranslation();
  return <Button>{t('layout.logout')}</Button>;
}

describe('AdminLocaleProvider', () => {
  it('words the back office in Arabic right to left (antd and the document), in French left to right, and restores the document when left', async () => {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
    const { rerender, unmount } = render(
      <AdminLocaleProvider locale="ar">
        <LogoutButton />
      </AdminLocaleProvider>,
    );
    expect((await screen.findByRole('button', { name: 'تسجيل الخروج' })).className).toContain('ant-btn-rtl');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    rerender(
      <AdminLocaleProvider locale="fr">
        <LogoutButton />
      </AdminLocaleProvider>,
    );
    expect((await screen.findByRole('button', { name: 'Se déconnecter' })).className).not.toContain('ant-btn-rtl');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['fr', 'ltr']);
    unmount();
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['en', 'ltr']);
  });

  it('words the sign-in pages in English again after a French user has left', async () => {
    render(
      <AdminLocaleProvider locale="en">
        <LogoutButton />
      </AdminLocaleProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });
});
