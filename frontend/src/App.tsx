/** Routes of docs/product.md §2, each customer page also under /fr and /ar (src/i18n/locales.ts). Each wizard step, the manage page and the whole admin area are separate chunks loaded on demand. */
import { lazy, Suspense } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFound } from './components/NotFound';
import { localePath } from './i18n/locales';
import { LocaleScope } from './i18n/LocaleScope';
import { useLocale } from './i18n/useLocale';
import { PageSpinner } from './components/PageSpinner';
import { PublicShell } from './components/PublicShell';
import Complete from './onboarding/Complete';
import { OnboardingRoute } from './onboarding/OnboardingRoute';
import { pageLoader } from './pageChunks';
import { pageModule } from './pageModules';

const Step1 = lazyWithPreload(pageLoader('/onboarding/step1'));
const Step2 = lazyWithPreload(pageLoader('/onboarding/step2'));
const Step3 = lazyWithPreload(pageLoader('/onboarding/step3'));
const Step4 = lazyWithPreload(pageLoader('/onboarding/step4'));
const Step5 = lazyWithPreload(pageLoader('/onboarding/step5'));
const ManageAppointmentPage = lazyWithPreload(pageLoader('/appointment/:token'));
/** The pages boot.ts starts, by their module (pageModules.ts). */
const PRELOADABLE: Record<string, { preload: () => Promise<unknown> }> = Object.fromEntries(
  (
    [
      ['/onboarding/step1', Step1],
      ['/onboarding/step2', Step2],
      ['/onboarding/step3', Step3],
      ['/onboarding/step4', Step4],
      ['/onboarding/step5', Step5],
      ['/appointment/:token', ManageAppointmentPage],
    ] as const
  ).map(([path, page]) => [pageModule(path)!, page]),
);

/**
 * Loads the code of the page at `pathname` (a wizard step or the manage page, with or without its
 * locale prefix; nothing for other paths), so a first render of that route shows the page itself
 * rather than the loading spinner; rejects when the code cannot be loaded.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const module = pageModule(pathname);
  if (module) await PRELOADABLE[module]?.preload();
}

/** '/' (and '/fr', '/ar'): the wizard's first step in the page's locale. */
function StartPage() {
  return <Navigate to={localePath(useLocale(), '/onboarding/step1')} replace />;
}
const ResumePage = lazy(() => import('./resume/ResumePage'));
const ErasurePage = lazy(() => import('./erasure/ErasurePage'));
// The admin area (with antd's theme and App context) is a separate chunk customers never load.
const AdminRoot = lazy(() => import('./AdminRoot'));

/** The application's route table. */
export function App() {
  return (
    <Routes>
      <Route path="/:lang?" element={<LocaleScope />}>
        <Route index element={<StartPage />} />
        <Route element={<PublicShell />}>
          <Route element={<OnboardingRoute />}>
            <Route path="onboarding/step1" element={<Step1 />} />
            <Route path="onboarding/step2" element={<Step2 />} />
            <Route path="onboarding/step3" element={<Step3 />} />
            <Route path="onboarding/step4" element={<Step4 />} />
            <Route path="onboarding/step5" element={<Step5 />} />
            <Route path="onboarding/complete" element={<Complete />} />
          </Route>
          <Route path="appointment/:token" element={<ManageAppointmentPage />} />
          <Route path="resume" element={<ResumePage />} />
          <Route path="erase" element={<ErasurePage />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Route>
      <Route
        path="/admin/*"
        element={
          <Suspense fallback={<PageSpinner />}>
            <AdminRoot />
          </Suspense>
        }
      />
    </Routes>
  );
}
