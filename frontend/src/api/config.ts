/** Messaging config of docs/product.md §7 (GET /api/config/whatsapp). */
import type { WhatsappConfig } from '@cabinetry/shared/contracts';
import useSWR from 'swr';
import { getJson } from './client';

/** The configured chat number without its 'whatsapp:' prefix, or null when none is configured. */
export function useWhatsappNumber(): string | null {
  const { data } = useSWR('/api/config/whatsapp', (url: string) => getJson<WhatsappConfig>(url));
  const raw = data?.whatsappNumber?.replace(/^whatsapp:/i, '').trim();
  return raw ? raw : null;
}
