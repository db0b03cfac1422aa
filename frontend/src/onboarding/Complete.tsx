/** /onboarding/complete: the thank-you page after the wizard. */
import CheckCircleFilledSvg from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import { Logo } from '../components/Logo';
import { useOnboarding } from './OnboardingContext';
import { Icon } from '../ui/Icon';
import { Button } from '../ui/Button';

/** 'Onboarding Complete' with a way to start a new project (clears the saved wizard). */
export default function Complete() {
  const { reset } = useOnboarding();
  return (
    <main className="center-page">
      <Logo />
      <Icon svg={CheckCircleFilledSvg} className="center-page__icon" aria-hidden />
      <h1 className="display-title">Onboarding Complete</h1>
      <p className="muted">Thank you for completing the onboarding process!</p>
      <p className="muted">Our design team will review your answers and be in touch before your consultation.</p>
      <Button size="large" onClick={reset}>
        Start a new project
      </Button>
    </main>
  );
}
