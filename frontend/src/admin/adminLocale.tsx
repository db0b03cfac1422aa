/**
 * The back office in the signed-in user's language (their account's `locale`): its messages
 * (./i18n/adminI18n.ts), antd's locale for it
 * (the registry's `antd`: fr_FR, ar_EG; loaded when chosen, English built in), right to left for Arabic on antd's components
 * and on the document (`<html lang dir>`, restored when the back office is left), and the user-menu
 * control that stores a new choice on the account (PUT /api/admin/me/preferences).
 */
import { type AdminUser, CUSTOMER_LOCALES, type CustomerLocale, LOCALE_REGISTRY } from '@cabinetry/shared/contracts';
import { ConfigProvider, Select } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { type ReactNode, useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useToast } from '../components/toast';
import { LOCALE_NAMES, localeDir } from '../i18n/locales';
import { meKey, putMyPreferences } from './api/identity';
import { adminErrorMessage } from './lib/errors';
import { getToken, saveUser } from './session';
import { activateAdminLocale, adminLocaleReady, useAdminTranslation } from './i18n/adminI18n';

/** antd's locale files the registry names (LOCALE_REGISTRY `antd`), each its own chunk: the compiler asks for a new one's line. */
type AntdKey = NonNullable<(typeof LOCALE_REGISTRY)[CustomerLocale]['antd']>;
const ANTD_LOCALES: Record<AntdKey, () => Promise<{ default: AntdLocale }>> = {
  fr_FR: () => import('antd/locale/fr_FR'),
  ar_EG: () => import('antd/locale/ar_EG'),
};

/** antd's locale for `locale` (undefined = antd's English), loaded on first use. */
function useAntdLocale(locale: CustomerLocale): AntdLocale | undefined {
  const [loaded, setLoaded] = useState<{ locale: CustomerLocale; antd: AntdLocale } | null>(null);
  useEffect(() => {
    const key: AntdKey | null = LOCALE_REGISTRY[locale].antd;
    if (!key) return;
    let live = true;
    void ANTD_LOCALES[key]().then((m) => live && setLoaded({ locale, antd: m.default }));
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

/**
 * true once the back office's messages of `locale` are active (./i18n/adminI18n.ts), and from then on:
 * after a change of language the page stays (in the previous language) until the new one is in.
 */
function useAdminMessages(locale: CustomerLocale): boolean {
  const [shown, setShown] = useState(() => adminLocaleReady(locale));
  useEffect(() => {
    let live = true;
    activateAdminLocale(locale)
      .then(() => live && setShown(true))
      .catch(console.error);
    return () => {
      live = false;
    };
  }, [locale]);
  return shown;
}

/** The back office's messages, antd's locale and the direction for the user's language around its pages; nothing until the messages are in. */
export function AdminLocaleProvider({ locale, children }: { locale: CustomerLocale; children: ReactNode }) {
  const shown = useAdminMessages(locale);
  const antdLocale = useAntdLocale(locale);
  useDocumentLanguage(locale);
  return (
    <ConfigProvider locale={antdLocale} direction={localeDir(locale)}>
      {shown && children}
    </ConfigProvider>
  );
}

const OPTIONS = CUSTOMER_LOCALES.map((locale) => ({ value: locale, label: <span lang={locale}>{LOCALE_NAMES[locale]}</span> }));

/** The user menu's language control: stores the choice on the account, then shows it at once. */
export function LanguageSelect({ user }: { user: AdminUser }) {
  const toast = useToast();
  const { t } = useAdminTranslation();
  const { mutate } = useSWRConfig();
  const [saving, setSaving] = useState(false);
  const choose = async (locale: CustomerLocale) => {
    setSaving(true);
    try {
      const updated = await putMyPreferences({ locale });
      saveUser(updated);
      await mutate(meKey(getToken()), updated, { revalidate: false });
    } catch (err) {
      toast({ title: t('common.error'), description: adminErrorMessage(err, t('language.failed')), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Select<CustomerLocale>
      className="admin-sider__language"
      aria-label={t('language.label')}
      value={user.locale ?? 'en'}
      options={OPTIONS}
      loading={saving}
      disabled={saving}
      onChange={(locale) => void choose(locale)}
    />
  );
}
