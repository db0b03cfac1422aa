/**
 * Layout route of the customer pages under their optional locale prefix (`/:lang?`): makes the URL's
 * locale the active language (its catalogue loaded on demand, <html lang dir> set, the page's title in
 * that language: ./pageTitle.ts; the device remembers
 * only a language chosen in the menu, ./localeCookie.ts). '/en/...' goes to the unprefixed path; an unknown prefix is no page.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { NotFound } from '../components/NotFound';
import { activateLocale } from './i18n';
import { DEFAULT_LOCALE, isLocale, stripLocale } from './locales';
import { pageTitleOf } from './pageTitle';

/** Renders the child routes in the URL's locale. */
export function LocaleScope() {
  const { lang } = useParams();
  const { pathname, search, hash } = useLocation();
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  const { t } = useTranslation();
  useEffect(() => {
    activateLocale(locale).catch(console.error);
  }, [locale]);
  useEffect(() => {
    document.title = pageTitleOf(t, stripLocale(pathname));
  }, [t, pathname]);
  if (lang === DEFAULT_LOCALE) return <Navigate to={`${pathname.slice(`/${lang}`.length) || '/'}${search}${hash}`} replace />;
  if (lang !== undefined && !isLocale(lang)) return <NotFound />;
  return <Outlet />;
}
