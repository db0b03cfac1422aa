/**
 * Admin mutations with the feedback of docs/product.md §8 'Admin': a success toast ('Style created', ...), or a
 * destructive toast titled 'Error' with the refusal's wording (lib/errors.ts) or the action's fallback (texts worded by the caller); after a success
 * the related list caches are refreshed (docs/product.md §7), including the wizard's public caches, so a change
 * shows in the wizard at once.
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useToast } from '../components/toast';
import { useAdminTranslation } from './i18n/adminI18n';
import { adminErrorMessage } from './lib/errors';

/** Which cached lists a change affects: the admin list prefix and the wizard's public cache key prefix. */
export const CACHES = {
  styles: ['/api/admin/styles', '/api/public/styles'],
  palettes: ['/api/admin/palettes', '/api/public/palettes'],
  materials: ['/api/admin/materials', '/api/public/materials'],
  categories: ['/api/admin/categories', 'public-categories'],
  users: ['/api/admin/users'],
  appointments: ['/api/admin/appointments'],
  designers: ['/api/admin/designers'],
  myGoogle: ['/api/admin/me/google'],
  leads: ['/api/admin/leads'],
} as const;
export type CacheGroup = keyof typeof CACHES;

export interface AdminAction {
  /** the call; its rejection is reported */
  call: () => Promise<unknown>;
  /** success toast title, e.g. 'Style created' */
  success: string;
  /** success toast description, when the spec gives one */
  successDescription?: string;
  /** error text when the server gives none, e.g. 'Failed to create style' */
  fallback: string;
  /** custom error text (e.g. the duplicate failure line) */
  errorMessage?: (err: unknown) => string;
  refresh: CacheGroup;
}

const keyText = (key: unknown): string => (typeof key === 'string' ? key : Array.isArray(key) && typeof key[0] === 'string' ? key[0] : '');

/** Returns `run(action)`, resolving to true when the call succeeded. */
export function useAdminAction(): (action: AdminAction) => Promise<boolean> {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const { t } = useAdminTranslation();
  return useCallback(
    async ({ call, success, successDescription, fallback, errorMessage, refresh }: AdminAction) => {
      try {
        await call();
      } catch (err) {
        toast({ title: t('common.error'), description: errorMessage ? errorMessage(err) : adminErrorMessage(err, fallback), variant: 'destructive' });
        return false;
      }
      toast({ title: success, description: successDescription });
      const [admin, ...wizard] = CACHES[refresh] as readonly string[];
      void mutate((key) => keyText(key).startsWith(admin));
      // the wizard's lists are not mounted here: drop them so they load afresh when next shown
      if (wizard.length) void mutate((key) => wizard.some((p) => keyText(key).startsWith(p)), undefined, { revalidate: true });
      return true;
    },
    [toast, mutate, t],
  );
}
