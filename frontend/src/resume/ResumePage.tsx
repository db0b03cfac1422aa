/**
 * /resume#<token>: the page a resume link opens (issue 24; docs/product.md §2). Opening it uses
 * nothing (the token stays in the fragment, which no server sees); 'Continue your project' (a POST)
 * uses the link once, starts the session on this device, puts the project into the wizard and
 * opens the step the customer had reached (step 5 once completed: their booking). A used, expired or
 * replaced link shows why and offers a new one.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, serverError } from '../api/client';
import { redeemResumeLink } from '../api/onboarding';
import { Logo } from '../components/Logo';
import { RESUME_LINK_UNUSABLE } from '@cabinetry/shared/contracts';
import { stepPath } from '../onboarding/OnboardingContext';
import { saveState, stateFromResumed } from '../onboarding/state';
import { Button } from '../ui/Button';
import { ResumeLinkForm } from './ResumeLinkForm';
import './resume.css';

/** The token of the link (the fragment after '#'), or ''. */
const tokenOfLink = () => decodeURIComponent(window.location.hash.slice(1));

export default function ResumePage() {
  const navigate = useNavigate();
  const [token] = useState(tokenOfLink);
  const [redeeming, setRedeeming] = useState(false);
  const [problem, setProblem] = useState<{ text: string; unusable: boolean } | null>(token ? null : { text: RESUME_LINK_UNUSABLE, unusable: true });

  const redeem = async () => {
    setRedeeming(true);
    try {
      const project = await redeemResumeLink(token);
      const state = stateFromResumed(project);
      saveState(state);
      navigate(stepPath(state.isCompleted ? 5 : state.currentStep), { replace: true });
    } catch (err) {
      const unusable = err instanceof ApiError && (err.status === 410 || err.status === 400);
      setProblem({ text: unusable ? RESUME_LINK_UNUSABLE : serverError(err, 'We could not open your project. Please try again.'), unusable });
    } finally {
      setRedeeming(false);
    }
  };

  return (
    <main className="center-page resume">
      <Logo />
      {problem?.unusable ? (
        <>
          <h1 className="display-title">This link can no longer be used</h1>
          <p className="muted">{problem.text}</p>
          <ResumeLinkForm submitText="Send me a new link" />
        </>
      ) : (
        <>
          <h1 className="display-title">Continue your project</h1>
          <p className="muted">Pick up where you left off, on this device: your answers, your files and your appointment come with you.</p>
          <Button type="primary" size="large" loading={redeeming} onClick={() => void redeem()}>
            Continue your project
          </Button>
          {problem && (
            <p className="field__error" role="alert">
              {problem.text}
            </p>
          )}
        </>
      )}
    </main>
  );
}
