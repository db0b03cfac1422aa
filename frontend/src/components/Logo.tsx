/** The Atelier Cedar logo: a cedar mark built from cabinet shelves, plus the serif wordmark. */
import { BRAND } from '@cabinetry/shared/contracts';
import { useTranslation } from 'react-i18next';

/** Logo mark and wordmark; `compact` shows the mark only, `light` is for dark backgrounds. */
export function Logo({ compact = false, light = false }: { compact?: boolean; light?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`logo${light ? ' logo--light' : ''}`} role="img" aria-label={BRAND.name}>
      <svg className="logo__mark" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="38" height="38" rx="11" fill="#5b3a24" />
        <rect x="1.5" y="1.5" width="37" height="37" rx="10.5" fill="none" stroke="#c89b5e" strokeOpacity=".55" />
        <path d="M20 7.2 26.4 13H13.6Z" fill="#f1e3cb" />
        <rect x="10.6" y="14.9" width="18.8" height="3.1" rx="1.55" fill="#f1e3cb" />
        <rect x="8.2" y="20" width="23.6" height="3.1" rx="1.55" fill="#e6cfa8" />
        <rect x="5.8" y="25.1" width="28.4" height="3.1" rx="1.55" fill="#c89b5e" />
        <rect x="18.5" y="28.2" width="3" height="5.4" rx="1" fill="#f1e3cb" />
      </svg>
      {!compact && (
        <span className="logo__text" aria-hidden="true">
          <span className="logo__name">{BRAND.name}</span>
          <span className="logo__tag">{t('shell.logoTag')}</span>
        </span>
      )}
    </span>
  );
}
