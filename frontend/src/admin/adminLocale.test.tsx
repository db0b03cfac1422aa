// @vitest-environment jsdom
/** The back office in the user's language: antd's direction and <html lang dir> follow, and are restored on leaving. */
import { cleanup, render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminLocaleProvider } from './adminLocale';

afterEach(cleanup);

describe('AdminLocaleProvider', () => {
  it('lays Arabic out right to left (antd and the document), French left to right, and restores the document when left', () => {
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
    const { rerender, unmount } = render(
      <AdminLocaleProvider locale="ar">
        <Button>Save</Button>
      </AdminLocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'Save' }).className).toContain('ant-btn-rtl');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    rerender(
      <AdminLocaleProvider locale="fr">
        <Button>Save</Button>
      </AdminLocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'Save' }).className).not.toContain('ant-btn-rtl');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['fr', 'ltr']);
    unmount();
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['en', 'ltr']);
  });
});
