/** Layout route of /onboarding/*: provides the wizard state to every step. */
import { Outlet } from 'react-router-dom';
import { OnboardingProvider } from './OnboardingContext';

/** Wraps the onboarding pages in the wizard provider. */
export function OnboardingRoute() {
  return (
    <OnboardingProvider>
      <Outlet />
    </OnboardingProvider>
  );
}
