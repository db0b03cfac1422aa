/**
 * /admin/setup: one-time creation of the first admin account (docs/product.md §2, §5, §8). The operator's setup
 * link may carry `?token=`: it is sent as `setupToken` (the server requires it when SETUP_TOKEN is set).
 */
import { type AdminSetupRequest, validateWith } from '@cabinetry/shared/contracts';
import { Alert, Button } from 'antd';
import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import adminSetupValidator from 'virtual:validator/adminSetupRequestSchema';
import { ApiError, serverError } from '../../api/client';
import { TextField } from '../../components/TextField';
import { postSetup } from '../api/identity';
import { AuthCard } from './AuthCard';

const REDIRECT_MS = 3000;
const FIELDS = ['firstName', 'lastName', 'email', 'username', 'password', 'confirmPassword'] as const;

const validateForm = (v: Partial<AdminSetupRequest>) => {
  const r = validateWith(adminSetupValidator, Object.fromEntries(FIELDS.map((f) => [f, v[f] ?? ''])));
  return r.ok ? {} : r.errors;
};

/** Maps the server's refusal to the spec's text (an existing admin by its code, 'setup_done'). */
function setupError(err: unknown): string {
  if (err instanceof ApiError && err.code === 'setup_done') return 'An admin account has already been set up. Please use the login page.';
  return serverError(err, 'Failed to set up admin account.');
}

/** Creates the account, then goes to /admin/login after 3 s. */
export default function SetupPage() {
  const navigate = useNavigate();
  const setupToken = useSearchParams()[0].get('token');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate('/admin/login'), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = async (values: AdminSetupRequest) => {
    setError(null);
    try {
      await postSetup(setupToken ? { ...values, setupToken } : values);
      setDone(true);
    } catch (err) {
      setError(setupError(err));
    }
  };

  return (
    <AuthCard title="Create Admin Account" subtitle="Set up the first administrator of the back office.">
      {done ? (
        <Alert type="success" showIcon title="Admin account created successfully! Redirecting to login page..." role="status" />
      ) : (
        <Form<AdminSetupRequest> onSubmit={onSubmit} validate={validateForm}>
          {({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate className="auth-form">
              {error && <Alert type="error" showIcon title={error} role="alert" />}
              <div className="form-grid">
                <TextField name="firstName" label="First Name" required autoComplete="given-name" />
                <TextField name="lastName" label="Last Name" required autoComplete="family-name" />
              </div>
              <TextField name="email" label="Email" required type="email" autoComplete="email" />
              <TextField name="username" label="Username" required autoComplete="username" />
              <TextField name="password" label="Password" required type="password" autoComplete="new-password" />
              <TextField name="confirmPassword" label="Confirm Password" required type="password" autoComplete="new-password" />
              <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
                Create Admin Account
              </Button>
            </form>
          )}
        </Form>
      )}
      <p className="muted auth-card__foot">
        Already set up? <Link to="/admin/login">Go to sign in</Link>
      </p>
    </AuthCard>
  );
}
