/** /onboarding/complete: the thank-you page after the wizard. */
import CheckCircleFilledSvg from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import { Logo } from '../components/Logo';
import { useOnboarding } from './OnboardingContext';
import { Icon } from '../ui/Icon';
import { Button } from '../ui/Button';
import { useTranslation } from 'react-i18next';

/** 'Your Project Is Sent' (the spec's 'Onboarding Complete', reworded: docs/product.md) with a way to start a new project (clears the saved wizard). */
export default function Complete() {
  const { reset } = useOnboarding();
  const { t } = useTranslation();
  return (
    <main className="center-page">
      <Logo />
      <Icon svg={CheckCircleFilledSvg} className="center-page__icon" aria-hidden />
      <h1 className="display-title">{t('complete.title')}</h1>
      <p className="muted">{t('complete.thanks')}</p>
      <p className="muted">{t('complete.next')}</p>
      <Button size="large" onClick={reset}>
        {t('complete.restart')}
      </Button>
    </main>
  );
}
