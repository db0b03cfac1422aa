/**
 * onboarding's back-office routes (admins; docs/product.md §7 'Back office'), one function per
 * route: the leads list, one lead, its erasure, the filtered CSV export and the funnel.
 */
import type { FunnelQueryParams, FunnelResponse, LeadDetail, LeadListResponse, LeadQueryParams } from '@cabinetry/shared/contracts';
import { showroomDay } from '@cabinetry/shared/time';
import useSWR from 'swr';
import { adminGet, adminJson, withQuery } from './http';

const LEADS = '/api/admin/leads';
const FUNNEL = '/api/admin/funnel';

/** GET /api/admin/leads?… (filters: showroom days from/to, search, options; page, pageSize). */
export const getLeads = (query: LeadQueryParams): Promise<LeadListResponse> => adminGet(withQuery(LEADS, query));

/** getLeads through SWR; the previous page stays shown while the next loads. */
export const useLeads = (query: LeadQueryParams) =>
  useSWR(withQuery(LEADS, query), () => getLeads(query), { keepPreviousData: true, revalidateOnMount: true });

/** GET /api/admin/leads/{id} (its document links are short-lived). */
export const getLead = (id: string): Promise<LeadDetail> => adminGet(`${LEADS}/${encodeURIComponent(id)}`);

/** getLead through SWR, fresh on every visit. */
export const useLead = (id: string | undefined) => useSWR(id ? `${LEADS}/${id}` : null, () => getLead(id!), { revalidateOnMount: true });

/** POST /api/admin/leads/{id}/erasure {reason}: queues the erasure of the customer's data. */
export const eraseLead = (id: string, reason: string): Promise<{ message: string }> => adminJson('POST', `${LEADS}/${encodeURIComponent(id)}/erasure`, { reason });

/** GET /api/admin/leads/export.csv?… (the list's filters): the CSV text. */
export const getLeadsCsv = (query: LeadQueryParams): Promise<string> => adminGet(withQuery(`${LEADS}/export.csv`, query));

/**
 * Downloads the filtered leads as leads-<showroom day>.csv; rejects with ApiError on failure. The
 * byte-order mark the browser strips from the text is put back so spreadsheet programs read
 * accents (a plain link could not carry the token).
 */
export async function downloadLeadsCsv(query: LeadQueryParams): Promise<void> {
  const csv = await getLeadsCsv(query);
  const href = URL.createObjectURL(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = href;
  a.download = `leads-${showroomDay(new Date())}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1_000);
}

/** GET /api/admin/funnel?from&to (showroom days; the last 30 days without them). */
export const getFunnel = (query: FunnelQueryParams): Promise<FunnelResponse> => adminGet(withQuery(FUNNEL, query));

/** getFunnel through SWR. */
export const useFunnel = (query: FunnelQueryParams) =>
  useSWR(withQuery(FUNNEL, query), () => getFunnel(query), { keepPreviousData: true, revalidateOnMount: true });
