/**
 * The language menu of every customer page: a link per language, named in itself (English, Français,
 * العربية), to the same page in that language. Plain links, so a pre-rendered page switches before the
 * app runs; in the app the router keeps the wizard's answers (src/i18n/locales.ts remembers the choice)
 * and the page's #fragment (a resume or erasure link's token; the manage link's is in its path).
 */
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, LOCALES, localeOfPath, localePath, stripLocale } from '../i18n/locales';

/** Links to the current page in each language; the current one marked. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const current = localeOfPath(pathname);
  return (
    <nav className="language-menu" aria-label={t('shell.language')}>
      {LOCALES.map((locale) => (
        <Link
          key={locale}
          to={`${localePath(locale, stripLocale(pathname))}${search}${hash}`}
          data-locale={locale}
          lang={locale}
          hrefLang={locale}
          aria-current={locale === current ? 'true' : undefined}
          className="language-menu__link"
        >
          {LOCALE_NAMES[locale]}
        </Link>
      ))}
    </nav>
  );
}
