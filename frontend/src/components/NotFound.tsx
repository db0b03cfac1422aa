/** The not-found page for any unknown path. */
import { Logo } from './Logo';
import { Button } from '../ui/Button';
import { useTranslation } from 'react-i18next';
import { useLocaleNavigate } from '../i18n/useLocale';

/** '404 Page Not Found' with a way back to the wizard. */
export function NotFound() {
  const navigate = useLocaleNavigate();
  const { t } = useTranslation();
  return (
    <main className="center-page">
      <Logo />
      <h1 className="display-title">{t('notFound.title')}</h1>
      <p className="muted">{t('notFound.text')}</p>
      <Button type="primary" size="large" onClick={() => navigate('/')}>
        {t('notFound.start')}
      </Button>
    </main>
  );
}
