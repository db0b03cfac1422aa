/** The admin route guard component (rules in ./guard.ts); also drops a token the 'me' call rejects. */
import type { AdminUser } from '@cabinetry/shared/contracts';
import { type ReactNode, useEffect, useReducer } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ApiError } from '../api/client';
import { useMe } from './api/identity';
import { guardRedirect } from './guard';
import { clearSession, getToken, getUser } from './session';

/** Renders `children(user)` once an admin user is known; nothing while none is loaded. */
export function AdminGuard({ children }: { children: (user: AdminUser) => ReactNode }) {
  const { pathname, search } = useLocation();
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const token = getToken();
  const cached = getUser();
  const me = useMe(cached ? token : null);
  const invalid = me.error instanceof ApiError && me.error.status === 401;
  const orphanToken = !!token && !cached;

  useEffect(() => {
    if (orphanToken || invalid) {
      clearSession();
      refresh();
    }
  }, [orphanToken, invalid]);

  const target = guardRedirect(pathname, token, cached, search);
  if (target) return <Navigate to={target} replace />;
  const user = me.data ?? cached;
  if (!user || invalid) return null;
  return <>{children(user)}</>;
}
