/** /admin and /admin/login: username, password, 'Sign In', token debug line, inline alert on failure. */
import { type AdminLoginRequest, validateWith } from '@cabinetry/shared/contracts';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import adminLoginValidator from 'virtual:validator/adminLoginRequestSchema';
import { serverError } from '../../api/client';
import { TextField } from '../../components/TextField';
import { postLogin } from '../api/identity';
import { guardRedirect } from '../guard';
import { homeFor } from '../sections';
import { dropOrphanToken, getToken, getUser, saveSession, TOKEN_LOCATION } from '../session';
import { AuthCard } from './AuthCard';

const REDIRECT_DELAY_MS = 100;
const validateForm = (v: AdminLoginRequest) => {
  const r = validateWith(adminLoginValidator, { username: v.username ?? '', password: v.password ?? '' });
  return r.ok ? {} : r.errors;
};

/** Signs in, stores token and user, then opens the dashboard after ~100 ms. */
export default function LoginPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [error, setError] = useState<string | null>(null);
  dropOrphanToken();
  const token = getToken();
  const target = guardRedirect(pathname, token, getUser());
  if (target) return <Navigate to={target} replace />;

  const onSubmit = async (values: AdminLoginRequest) => {
    setError(null);
    try {
      const { token: newToken, ...user } = await postLogin(values);
      if (!newToken) return setError('Login failed');
      const signedIn = { ...user, isActive: user.isActive ?? true };
      saveSession(newToken, signedIn);
      await new Promise((r) => setTimeout(r, REDIRECT_DELAY_MS));
      navigate(homeFor(signedIn), { replace: true });
    } catch (err) {
      setError(serverError(err, 'Login failed. Please check your credentials.'));
    }
  };

  return (
    <AuthCard title="Admin Sign In" subtitle="Manage the catalogue, staff and integrations.">
      <Form<AdminLoginRequest> onSubmit={onSubmit} validate={validateForm}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate className="auth-form">
            {error && <Alert type="error" showIcon title={error} role="alert" />}
            <TextField name="username" label="Username" required autoComplete="username" />
            <TextField name="password" label="Password" required type="password" autoComplete="current-password" />
            <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
              Sign In
            </Button>
          </form>
        )}
      </Form>
      <p className="auth-card__debug">
        Debug: auth token {token ? 'present' : 'not present'} in {TOKEN_LOCATION}
      </p>
      <p className="muted auth-card__foot">
        First time here? <Link to="/admin/setup">Set up the admin account</Link>
      </p>
    </AuthCard>
  );
}
