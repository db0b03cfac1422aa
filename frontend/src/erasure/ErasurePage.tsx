/**
 * /erase#<token>: the "Confirm erasure" page an erasure confirmation link opens (issue 24 item 4).
 * Opening it deletes nothing (the token stays in the fragment, which no server sees, so mail
 * scanners that open links do not use it); only its button (a POST) confirms, which queues the
 * erasure of everything the showroom holds about the customer. A used, expired or replaced link
 * shows why and offers a new one.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { confirmErasure } from '../api/onboarding';
import { Logo } from '../components/Logo';
import { useRefusalTexts } from '../i18n/refusal';
import { STORAGE_KEY } from '../onboarding/storageKey';
import { Button } from '../ui/Button';
import { DeleteMyData } from './DeleteMyData';
import '../link-request/link-request.css';

/** The token of the link (the fragment after '#'), or ''. */
const tokenOfLink = () => decodeURIComponent(window.location.hash.slice(1));

type Outcome = { kind: 'confirmed' } | { kind: 'unusable' } | { kind: 'failed'; text: string };

export default function ErasurePage() {
  const { t } = useTranslation();
  const { errorText } = useRefusalTexts();
  const [token] = useState(tokenOfLink);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { kind: 'unusable' });

  const confirm = async () => {
    setConfirming(true);
    try {
      await confirmErasure(token);
      localStorage.removeItem(STORAGE_KEY); // nothing of the project stays in this browser either
      setOutcome({ kind: 'confirmed' });
    } catch (err) {
      const unusable = err instanceof ApiError && (err.status === 410 || err.status === 400);
      setOutcome(unusable ? { kind: 'unusable' } : { kind: 'failed', text: errorText(err, t('erasure.confirmFailed')) });
    } finally {
      setConfirming(false);
    }
  };

  if (outcome?.kind === 'confirmed')
    return (
      <main className="center-page resume">
        <Logo />
        <h1 className="display-title">{t('erasure.confirmedTitle')}</h1>
        <p className="muted" role="status">
          {t('erasure.confirmed')}
        </p>
      </main>
    );
  return (
    <main className="center-page resume">
      <Logo />
      {outcome?.kind === 'unusable' ? (
        <>
          <h1 className="display-title">{t('resume.unusableTitle')}</h1>
          <p className="muted">{t('errors.erasure_link_unusable')}</p>
          <DeleteMyData />
        </>
      ) : (
        <>
          <h1 className="display-title">{t('erasure.confirmTitle')}</h1>
          <p className="muted">{t('erasure.confirmIntro')}</p>
          <Button type="primary" danger size="large" loading={confirming} onClick={() => void confirm()}>
            {t('erasure.confirmTitle')}
          </Button>
          {outcome?.kind === 'failed' && (
            <p className="field__error" role="alert">
              {outcome.text}
            </p>
          )}
        </>
      )}
    </main>
  );
}
