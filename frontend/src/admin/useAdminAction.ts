/**
 * Admin mutations with the feedback of docs/product.md §8 'Admin': a success toast ('Style created', ...), or a
 * destructive toast titled 'Error' with the refusal's wording (lib/errors.ts) or the action's fallback (texts worded by the caller); after a success
 * the related list caches are refreshed (docs/product.md §7), including the wizard's public caches, so a change
 * shows in the wizard at once.
 */
import { API_PATHS } from '@cabinetry/shared/contracts/api/paths';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useToast } from '../components/toast';
import { useAdminTranslation } from './i18n/adminI18n';
import { adminErrorMessage } from './lib/errors';

/** Which cached lists a change affects: the admin list prefix and the wizard's public cache key prefix. */
export const CACHES = {
  styles: [API_PATHS.listStyles.path, API_PATHS.listPublicStyles.path],
  palettes: [API_PATHS.listPalettes.path, API_PATHS.listPublicPalettes.path],
  materials: [API_PATHS.listMaterials.path, API_PATHS.listPublicMaterials.path],
  categories: [API_PATHS.listCategories.path, 'public-categories'],
  users: [API_PATHS.listUsers.path],
  appointments: [API_PATHS.listAppointments.path],
  designers: [API_PATHS.listDesigners.path],
  myGoogle: [API_PATHS.getMyGoogle.path],
  leads: [API_PATHS.listLeads.path],
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
