/**
 * Google's consent page sends the browser back with ?code=&state= (or ?error= when refused): the
 * Google Integration page and a designer's My calendar page both take it here. Once `ready`, each
 * returned code is handed once to `exchange(code, state, clean)` (never a code without its state);
 * a refusal or a half answer toasts `google.completeFailed` at once. `clean` drops Google's
 * parameters from the URL (the page calls it when done, or on a declined confirmation).
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '../components/toast';
import { useAdminTranslation } from './i18n/adminI18n';

const GOOGLE_PARAMS = ['code', 'scope', 'state', 'error', 'authuser', 'prompt', 'hd'];

/** Whether `search` is Google's answer to a consent (a code, or a refusal). */
export const isGoogleReturn = (search: string): boolean => {
  const params = new URLSearchParams(search);
  return params.has('code') || params.has('error');
};

/** Calls `exchange` (as of the render that made `ready` true or brought the code) once per code Google returned, once `ready`; toasts a refused or half answer. */
export function useGoogleReturn(ready: boolean, exchange: (code: string, state: string, clean: () => void) => void): void {
  const toast = useToast();
  const { t } = useAdminTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const exchanged = useRef<string | null>(null);

  useEffect(() => {
    if (!isGoogleReturn(search)) return;
    const params = new URLSearchParams(search);
    const code = params.get('code');
    const state = params.get('state');
    const clean = () => {
      for (const key of GOOGLE_PARAMS) params.delete(key);
      navigate({ pathname, search: params.size ? `?${params}` : '' }, { replace: true });
    };
    if (!code || !state) {
      clean();
      toast({ title: t('common.error'), description: t('google.completeFailed'), variant: 'destructive' });
      return;
    }
    if (!ready || exchanged.current === code) return;
    exchanged.current = code;
    exchange(code, state, clean);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per returned code, once ready: the other values are stable or read fresh
  }, [search, ready]);
}
