/** The active locale of the page (from its URL) and paths in it, for the customer pages' components. */
import { useCallback } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';
import { localeOfPath, localePath, type Locale } from './locales';

/** The locale of the current URL (/fr/..., /ar/..., else English). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** `navigate` for unprefixed paths ('/onboarding/step2'): goes to that path in the page's locale. */
export function useLocaleNavigate(): (path: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const locale = useLocale();
  return useCallback((path: string, options?: NavigateOptions) => void navigate(localePath(locale, path), options), [navigate, locale]);
}
