/**
 * Leads calls (bearer token, onboarding service through the gateway): one page of the
 * list, one lead, and the filtered CSV export fetched with the token and saved from a blob (a plain
 * link could not carry the token).
 */
import { leadQueryString, type LeadDetail, type LeadListResponse, type LeadQueryParams } from '@cabinetry/shared/contracts';
import useSWR from 'swr';
import { adminGet } from '../http';

/** One page of GET /api/admin/leads; the previous page stays shown while the next loads. */
export function useLeads(params: LeadQueryParams) {
  return useSWR<LeadListResponse>(`/api/admin/leads?${leadQueryString(params)}`, (url: string) => adminGet<LeadListResponse>(url), {
    keepPreviousData: true,
    revalidateOnMount: true,
  });
}

/** GET /api/admin/leads/{id} (fresh on every visit: its document links expire). */
export function useLead(id: string | undefined) {
  return useSWR<LeadDetail>(id ? `/api/admin/leads/${id}` : null, (url: string) => adminGet<LeadDetail>(url), { revalidateOnMount: true });
}

/**
 * Downloads GET /api/admin/leads/export.csv for `params` as leads-YYYY-MM-DD.csv; rejects with
 * ApiError on failure. The byte-order mark the browser strips from the text is put back so
 * spreadsheet programs read accents.
 */
export async function downloadLeadsCsv(params: LeadQueryParams): Promise<void> {
  const csv = await adminGet<string>(`/api/admin/leads/export.csv?${leadQueryString(params)}`);
  const href = URL.createObjectURL(new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = href;
  a.download = `leads-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1_000);
}
