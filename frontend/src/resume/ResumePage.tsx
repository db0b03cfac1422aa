/**
 * /resume#<token>: the page a resume link opens (issue 24; docs/product.md §2). Opening it uses
 * nothing (the token stays in the fragment, which no server sees); 'Continue your project' (a POST)
 * uses the link once, starts the session on this device, puts the project into the wizard and
 * opens the step the customer had reached (step 5 once completed: their booking). A used, expired or
 * replaced link shows why and offers a new one.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../api/client';
import { redeemResumeLink } from '../api/onboarding';
import { Logo } from '../components/Logo';
import { useRefusalTexts } from '../i18n/refusal';
import { stepPath } from '../onboarding/OnboardingContext';
import { saveState, stateFromResumed } from '../onboarding/state';
import { Button } from '../ui/Button';
import { DeleteMyData } from '../erasure/DeleteMyData';
import { ResumeLinkForm } from '../link-request/ResumeLinkForm';
import '../link-request/link-request.css';

/** The token of the link (the fragment after '#'), or ''. */
const tokenOfLink = () => decodeURIComponent(window.location.hash.slice(1));

/** Why the link did not open the project: unusable (used, expired, replaced, malformed), or another failure worded for the visitor. */
type Problem = { unusable: true } | { unusable: false; text: string };

export default function ResumePage() {
  const { t } = useTranslation();
  const { errorText } = useRefusalTexts();
  const navigate = useNavigate();
  const [token] = useState(tokenOfLink);
  const [redeeming, setRedeeming] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(token ? null : { unusable: true });

  const redeem = async () => {
    setRedeeming(true);
    try {
      const project = await redeemResumeLink(token);
      const state = stateFromResumed(project);
      saveState(state);
      navigate(stepPath(state.isCompleted ? 5 : state.currentStep), { replace: true });
    } catch (err) {
      const unusable = err instanceof ApiError && (err.status === 410 || err.status === 400);
      setProblem(unusable ? { unusable } : { unusable, text: errorText(err, t('resume.openFailed')) });
    } finally {
      setRedeeming(false);
    }
  };

  return (
    <main className="center-page resume">
      <Logo />
      {problem?.unusable ? (
        <>
          <h1 className="display-title">{t('resume.unusableTitle')}</h1>
          <p className="muted">{t('errors.resume_link_unusable')}</p>
          <ResumeLinkForm submitText={t('resume.sendNewLink')} />
        </>
      ) : (
        <>
          <h1 className="display-title">{t('resume.title')}</h1>
          <p className="muted">{t('resume.intro')}</p>
          <Button type="primary" size="large" loading={redeeming} onClick={() => void redeem()}>
            {t('resume.title')}
          </Button>
          {problem && (
            <p className="field__error" role="alert">
              {problem.text}
            </p>
          )}
        </>
      )}
      <DeleteMyData />
    </main>
  );
}
