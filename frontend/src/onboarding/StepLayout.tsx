/** The common step layout of docs/product.md §2: header (logo, 'Step N/5', title, subtitle, progress) and footer actions. */
import ArrowLeftSvg from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import ArrowRightSvg from '@ant-design/icons-svg/es/asn/ArrowRightOutlined';
import { useState, type ReactNode } from 'react';
import { Logo } from '../components/Logo';
import { sessionLossText, stepPath, useOnboarding } from './OnboardingContext';
import { WarningAlert } from '../ui/Alert';
import { ProgressBar } from './ProgressBar';
import { STEP_COUNT } from './state';
import { Icon } from '../ui/Icon';
import { Button } from '../ui/Button';
import { ContinueElsewhere } from '../resume/ContinueElsewhere';
import { DownloadMyData } from '../export/DownloadMyData';
import { dataExportUrl } from '../api/onboarding';
import { useTranslation } from 'react-i18next';
import { useLocaleNavigate } from '../i18n/useLocale';

export interface StepLayoutProps {
  step: number;
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** defaults to submitting the step */
  onContinue?: () => void;
  /** defaults to the wizard's save-and-exit */
  onSaveExit?: () => void;
  /** extra busy state (e.g. uploading) that disables the actions */
  busy?: boolean;
}

/**
 * Wraps a step's content with the wizard header, 'Continue on another device', 'Download my data'
 * (once the project is saved, while this browser's session holds it; step 5's confirmation offers
 * its own once booked) and the Back /
 * Save & Exit / Continue footer.
 */
export function StepLayout({ step, title, subtitle, children, onContinue, onSaveExit, busy = false }: StepLayoutProps) {
  const { state, saving, submitStep, saveAndExit, sessionLost } = useOnboarding();
  const navigate = useLocaleNavigate();
  const { t } = useTranslation();
  const disabled = saving || busy;
  const last = step === STEP_COUNT;
  // the customer whose data this browser's session may download (none before step 1 is saved, or once the session is gone)
  const exportable = sessionLost ? null : state.customerId;
  // the spinner shows on the button that started the save
  const [pressed, setPressed] = useState<'exit' | 'continue'>('continue');
  return (
    <div className="step-page">
      <header className="step-header">
        <div className="step-header__top">
          <Logo />
          <span className="step-header__count">{t('wizard.stepCount', { step, count: STEP_COUNT })}</span>
        </div>
        <ProgressBar step={step} reached={state.currentStep} />
        <h1 className="display-title">{title}</h1>
        {subtitle && <p className="step-header__subtitle">{subtitle}</p>}
      </header>
      <main className="step-body">
        {sessionLost && <WarningAlert title={t(sessionLossText(sessionLost))} action={<ContinueElsewhere email={state.customerInfo.email} label={t('resume.emailMeLink')} />} />}
        {children}
        <div className="step-elsewhere">
          <ContinueElsewhere email={state.customerInfo.email} customerId={exportable} label={t('resume.continueElsewhere')} />
          {exportable && (step < STEP_COUNT || !state.appointment) && <DownloadMyData href={dataExportUrl(exportable)} />}
        </div>
      </main>
      <footer className="step-footer">
        <div className="step-footer__inner">
          {step > 1 ? (
            <Button icon={<Icon svg={ArrowLeftSvg} className="flip-rtl" />} disabled={disabled} onClick={() => navigate(stepPath(step - 1))}>
              {t('wizard.back')}
            </Button>
          ) : (
            <span />
          )}
          <div className="step-footer__end">
            <Button
              disabled={disabled}
              loading={saving && pressed === 'exit'}
              onClick={() => {
                setPressed('exit');
                (onSaveExit ?? (() => void saveAndExit(step)))();
              }}
            >
              {t('wizard.saveExit')}
            </Button>
            <Button
              type="primary"
              loading={saving && pressed === 'continue'}
              disabled={disabled}
              onClick={() => {
                setPressed('continue');
                (onContinue ?? (() => void submitStep(step)))();
              }}
              icon={last ? undefined : <Icon svg={ArrowRightSvg} className="flip-rtl" />}
              iconPlacement="end"
            >
              {last ? t('wizard.submit') : t('wizard.continue')}
            </Button>
          </div>
        </div>
      </footer>
    </div>
  );
}
