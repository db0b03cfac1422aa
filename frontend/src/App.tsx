/** Routes of docs/product.md §2. Steps 2-5 and the whole admin area are separate chunks loaded on demand. */
import { lazy, Suspense } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFound } from './components/NotFound';
import { PageSpinner } from './components/PageSpinner';
import { PublicShell } from './components/PublicShell';
import Complete from './onboarding/Complete';
import { OnboardingRoute } from './onboarding/OnboardingRoute';
import Step1 from './onboarding/steps/step1/Step1';

const Step2 = lazyWithPreload(() => import('./onboarding/steps/step2/Step2'));
const Step3 = lazyWithPreload(() => import('./onboarding/steps/step3/Step3'));
const Step4 = lazyWithPreload(() => import('./onboarding/steps/step4/Step4'));
const Step5 = lazyWithPreload(() => import('./onboarding/steps/step5/Step5'));
const PRELOADABLE: Record<string, { preload: () => Promise<unknown> }> = {
  '/onboarding/step2': Step2,
  '/onboarding/step3': Step3,
  '/onboarding/step4': Step4,
  '/onboarding/step5': Step5,
};

/**
 * Loads the code of the wizard step at `pathname` (nothing for other paths), so a first render of
 * that route shows the step itself rather than the loading spinner; rejects when the code cannot
 * be loaded.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  await PRELOADABLE[pathname]?.preload();
}
const ManageAppointmentPage = lazy(() => import('./manage/ManageAppointmentPage'));
// The admin area (and antd's App context its dialogs use) is a separate chunk customers never load.
const AdminApp = lazy(() =>
  Promise.all([import('./admin/AdminApp'), import('antd/es/app')]).then(([admin, { default: AntApp }]) => ({
    default: () => (
      <AntApp>
        <admin.default />
      </AntApp>
    ),
  })),
);

/** The application's route table. */
export function App() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/onboarding/step1" replace />} />
      <Route element={<PublicShell />}>
        <Route element={<OnboardingRoute />}>
          <Route path="/onboarding/step1" element={<Step1 />} />
          <Route path="/onboarding/step2" element={<Step2 />} />
          <Route path="/onboarding/step3" element={<Step3 />} />
          <Route path="/onboarding/step4" element={<Step4 />} />
          <Route path="/onboarding/step5" element={<Step5 />} />
          <Route path="/onboarding/complete" element={<Complete />} />
        </Route>
        <Route path="/appointment/:token" element={<ManageAppointmentPage />} />
        <Route path="*" element={<NotFound />} />
      </Route>
      <Route
        path="/admin/*"
        element={
          <Suspense fallback={<PageSpinner />}>
            <AdminApp />
          </Suspense>
        }
      />
    </Routes>
  );
}
