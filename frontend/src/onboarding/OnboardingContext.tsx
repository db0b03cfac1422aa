/**
 * The wizard's state and actions (docs/product.md §2 common step layout, §4 transitions, §8 wizard toasts):
 * state is saved to localStorage on every change; steps are saved to the API and advance on success.
 */
import { WHATSAPP_CONSENT_VERSION } from '@cabinetry/shared/contracts';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { sessionErrorKind } from '../api/client';
import { useRefusalText } from '../i18n/refusal';
import { useLocale, useLocaleNavigate } from '../i18n/useLocale';
import { postStep1, postStep2, postStep3, postStep5 } from '../api/onboarding';
import { useToast } from '../components/toast';
import { withSelectionContainers } from '../lib/materialSections';
import { initialState, loadState, saveState, STORAGE_KEY, type OnboardingState } from './state';
import { noteThisVisit } from './firstTouch';
import { stepProblem } from './stepRules';
import { useTranslation } from 'react-i18next';

const COMPLETE_REDIRECT_MS = 2000;

type Patch = Partial<OnboardingState> | ((s: OnboardingState) => Partial<OnboardingState>);

export interface Onboarding {
  state: OnboardingState;
  /** merges a patch into the state (and storage) immediately */
  update: (patch: Patch) => void;
  /** true while a step is being saved */
  saving: boolean;
  /** validates, saves and advances the step; false when it did not advance */
  submitStep: (step: number) => Promise<boolean>;
  /** checks the step's rules, saves it and returns to / (progress stays in the browser) */
  saveAndExit: (step: number) => Promise<void>;
  /** clears the wizard and storage and returns to / */
  reset: () => void;
  /** why this browser's session is gone, once a customer call said so (the steps then offer the resume link), else null */
  sessionLost: SessionLoss | null;
  /** Notes a failed customer call: true (after telling the customer, storage kept) when it was a session error, else false. */
  noteSessionError: (err: unknown) => boolean;
}

/** Why a session is gone: ended by a link redeemed elsewhere, or lost (cookies cleared, expired, another customer's). */
export type SessionLoss = 'ended' | 'lost';

/** The catalogue key of what the wizard says when this browser's session is gone for `loss`. */
export const sessionLossText = (loss: SessionLoss) => (loss === 'ended' ? 'resume.sessionEnded' : 'resume.sessionLost');

const OnboardingContext = createContext<Onboarding | null>(null);

/** The path of a wizard step. */
export const stepPath = (step: number) => `/onboarding/step${step}`;

/** Provides the wizard state to the onboarding pages. */
export function OnboardingProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState(loadState);
  const latest = useRef(state);
  const [saving, setSaving] = useState(false);
  const [sessionLost, setSessionLost] = useState<SessionLoss | null>(null);
  const navigate = useLocaleNavigate();
  const locale = useLocale();
  const toast = useToast();
  const { t } = useTranslation();
  const refusalText = useRefusalText();

  const noteSessionError = useCallback(
    (err: unknown) => {
      const loss = sessionErrorKind(err);
      if (!loss) return false;
      setSessionLost(loss);
      // what the wizard says when this browser's session is gone (issue 24 item 2; ended by a link: issue 34 item 1)
      toast({ title: t('resume.sessionLostTitle'), description: t(sessionLossText(loss)), variant: 'warning' });
      return true;
    },
    [toast, t],
  );

  useEffect(() => saveState(state), [state]);

  const update = useCallback((patch: Patch) => {
    const next = { ...latest.current, ...(typeof patch === 'function' ? patch(latest.current) : patch) };
    latest.current = next;
    setState(next);
  }, []);

  /** Sends the step's answers; false (after a toast) when they cannot be sent. Call errors propagate. */
  const saveStep = useCallback(
    async (step: number): Promise<boolean> => {
      const s = latest.current;
      if (step === 1) {
        const whatsApp = { optIn: s.whatsAppOptIn, wordingVersion: WHATSAPP_CONSENT_VERSION };
        const { customerId } = await postStep1({ customerInfo: s.customerInfo, projectTypes: s.projectTypes, locale, whatsApp, firstTouch: noteThisVisit() });
        update({ customerId });
        return true;
      }
      if (step < 1 || step > 5) {
        console.error(`Unknown onboarding step ${step}`);
        return false;
      }
      if (!s.customerId) {
        toast({ title: t('toast.error'), description: t('toast.customerMissing'), variant: 'destructive' });
        return false;
      }
      if (step === 2) await postStep2(s.customerId, { designPreferences: s.designPreferences });
      if (step === 3) {
        const all = withSelectionContainers(s.materialSelections, s.projectTypes);
        const materialSelections = { ...(s.projectTypes.kitchen && { kitchen: all.kitchen }), ...(s.projectTypes.wardrobe && { wardrobe: all.wardrobe }) };
        await postStep3(s.customerId, { materialSelections });
      }
      if (step === 5 && s.appointment) {
        const { appointmentType, appointmentDate, specialRequests } = s.appointment;
        await postStep5(s.customerId, { appointmentType, appointmentDate, ...(specialRequests ? { specialRequests } : {}), customerId: s.customerId });
      }
      return true;
    },
    [locale, t, toast, update],
  );

  const submitStep = useCallback(
    async (step: number): Promise<boolean> => {
      const problem = stepProblem(step, latest.current);
      if (problem) {
        toast({ title: t(problem.title), description: t(problem.description), variant: 'destructive' });
        return false;
      }
      setSaving(true);
      try {
        let saved: boolean;
        try {
          saved = await saveStep(step);
        } catch (err) {
          console.error(err);
          if (!noteSessionError(err)) toast({ title: t('toast.error'), description: refusalText(err, t('toast.saveFailed')), variant: 'destructive' });
          return false;
        }
        if (!saved) return false;
        if (step === 5) {
          update({ isCompleted: true });
          toast({ title: t('toast.successDone'), description: t('toast.completed') });
          window.setTimeout(() => navigate('/'), COMPLETE_REDIRECT_MS);
        } else {
          update((s) => ({ currentStep: Math.max(s.currentStep, step + 1) }));
          toast({ title: t('toast.success'), description: t('toast.saved') });
          navigate(stepPath(step + 1));
        }
        return true;
      } catch (err) {
        console.error(err);
        toast({ title: t('toast.error'), description: t('toast.saveProblem'), variant: 'destructive' });
        return false;
      } finally {
        setSaving(false);
      }
    },
    [navigate, noteSessionError, refusalText, saveStep, t, toast, update],
  );

  const saveAndExit = useCallback(
    async (step: number) => {
      // docs/product.md §5: the step's rules apply to Save & Exit in the overall flow too (the server enforces them).
      const problem = stepProblem(step, latest.current);
      if (problem) {
        toast({ title: t(problem.title), description: t(problem.description), variant: 'destructive' });
        return;
      }
      setSaving(true);
      try {
        // Step 5's call completes the onboarding: Save & Exit keeps the booking (already stored by
        // the appointments service) and the progress in the browser, and leaves it open.
        if (step !== 5 && !(await saveStep(step))) return;
        toast({ title: t('toast.progressSaved'), description: t('toast.progressSavedText') });
        navigate('/');
      } catch (err) {
        console.error(err);
        if (!noteSessionError(err)) toast({ title: t('toast.error'), description: refusalText(err, t('toast.progressFailed')), variant: 'destructive' });
      } finally {
        setSaving(false);
      }
    },
    [navigate, noteSessionError, refusalText, saveStep, t, toast],
  );

  const reset = useCallback(() => {
    const fresh = initialState();
    latest.current = fresh;
    setState(fresh);
    localStorage.removeItem(STORAGE_KEY);
    navigate('/');
  }, [navigate]);

  const value = useMemo(
    () => ({ state, update, saving, submitStep, saveAndExit, reset, sessionLost, noteSessionError }),
    [state, update, saving, submitStep, saveAndExit, reset, sessionLost, noteSessionError],
  );
  return <OnboardingContext.Provider value={value}>{children}</OnboardingContext.Provider>;
}

/** The wizard state and actions; only inside OnboardingProvider. */
export function useOnboarding(): Onboarding {
  const ctx = useContext(OnboardingContext);
  if (!ctx) throw new Error('useOnboarding must be used inside OnboardingProvider');
  return ctx;
}
