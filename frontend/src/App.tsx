/** Routes of docs/product.md §2. Steps 2-5 and the whole admin area are separate chunks loaded on demand. */
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFound } from './components/NotFound';
import { PageSpinner } from './components/PageSpinner';
import { PublicShell } from './components/PublicShell';
import Complete from './onboarding/Complete';
import { OnboardingRoute } from './onboarding/OnboardingRoute';
import Step1 from './onboarding/steps/step1/Step1';

const Step2 = lazy(() => import('./onboarding/steps/step2/Step2'));
const Step3 = lazy(() => import('./onboarding/steps/step3/Step3'));
const Step4 = lazy(() => import('./onboarding/steps/step4/Step4'));
const Step5 = lazy(() => import('./onboarding/steps/step5/Step5'));
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
