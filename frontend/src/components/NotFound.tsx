/** The not-found page for any unknown path. */
import { useNavigate } from 'react-router-dom';
import { Logo } from './Logo';
import { Button } from '../ui/Button';

/** '404 Page Not Found' with a way back to the wizard. */
export function NotFound() {
  const navigate = useNavigate();
  return (
    <main className="center-page">
      <Logo />
      <h1 className="display-title">404 Page Not Found</h1>
      <p className="muted">The page you are looking for does not exist or has moved.</p>
      <Button type="primary" size="large" onClick={() => navigate('/')}>
        Start your project
      </Button>
    </main>
  );
}
