/**
 * The SPA's SWR defaults: no retries, no refetch on focus or reconnect, and data never goes stale
 * unless a hook says so (availability and customer appointments set their own freshness).
 */
import type { SWRConfiguration } from 'swr';

export const SWR_DEFAULTS: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
};
