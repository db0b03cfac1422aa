/**
 * The back office in the signed-in user's language (their account's `locale`): antd's locale for it
 * (fr_FR, ar_EG; loaded when chosen, English built in), right to left for Arabic on antd's components
 * and on the document (`<html lang dir>`, restored when the back office is left), and the user-menu
 * control that stores a new choice on the account (PUT /api/admin/me/preferences).
 */
import { type AdminUser, CUSTOMER_LOCALES, type CustomerLocale } from '@cabinetry/shared/contracts';
import { ConfigProvider, Select } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { type ReactNode, useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useToast } from '../components/toast';
import { LOCALE_NAMES, localeDir } from '../i18n/locales';
import { putMyPreferences } from './api/identity';
import { adminErrorMessage } from './lib/errors';
import { getToken, saveUser } from './session';

const ANTD_LOCALES: Record<Exclude<CustomerLocale, 'en'>, () => Promise<{ default: AntdLocale }>> = {
  fr: () => import('antd/locale/fr_FR'),
  ar: () => import('antd/locale/ar_EG'),
};

/** antd's locale for `locale` (undefined = antd's English), loaded on first use. */
function useAntdLocale(locale: CustomerLocale): AntdLocale | undefined {
  const [loaded, setLoaded] = useState<{ locale: CustomerLocale; antd: AntdLocale } | null>(null);
  useEffect(() => {
    if (locale === 'en') return;
    let live = true;
    void ANTD_LOCALES[locale]().then((m) => live && setLoaded({ locale, antd: m.default }));
    return () => {
      live = false;
    };
  }, [locale]);
  return loaded?.locale === locale ? loaded.antd : undefined;
}

/** Sets `<html lang dir>` for the back office's language while it is shown. */
function useDocumentLanguage(locale: CustomerLocale): void {
  useEffect(() => {
    const html = document.documentElement;
    const before = { lang: html.lang, dir: html.dir };
    html.lang = locale;
    html.dir = localeDir(locale);
    return () => {
      html.lang = before.lang;
      html.dir = before.dir;
    };
  }, [locale]);
}

/** antd's locale and direction for the user's language around the back office's frame. */
export function AdminLocaleProvider({ locale, children }: { locale: CustomerLocale; children: ReactNode }) {
  const antdLocale = useAntdLocale(locale);
  useDocumentLanguage(locale);
  return (
    <ConfigProvider locale={antdLocale} direction={localeDir(locale)}>
      {children}
    </ConfigProvider>
  );
}

const OPTIONS = CUSTOMER_LOCALES.map((locale) => ({ value: locale, label: <span lang={locale}>{LOCALE_NAMES[locale]}</span> }));

/** The user menu's language control: stores the choice on the account, then shows it at once. */
export function LanguageSelect({ user }: { user: AdminUser }) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [saving, setSaving] = useState(false);
  const choose = async (locale: CustomerLocale) => {
    setSaving(true);
    try {
      const updated = await putMyPreferences({ locale });
      saveUser(updated);
      await mutate(['/api/admin/me', getToken()], updated, { revalidate: false });
    } catch (err) {
      toast({ title: 'Error', description: adminErrorMessage(err, 'Failed to change the language'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Select<CustomerLocale>
      className="admin-sider__language"
      aria-label="Language"
      value={user.locale ?? 'en'}
      options={OPTIONS}
      loading={saving}
      disabled={saving}
      onChange={(locale) => void choose(locale)}
    />
  );
}
