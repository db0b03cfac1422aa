/**
 * Reads staff accounts' back-office languages from identity's internal route (POST
 * /internal/staff/locales; INTERNAL_TOKEN), never from identity's database. Gives up after
 * INTERNAL_CALL_TIMEOUT_MS without an answer.
 */
import type { CustomerLocale } from '@cabinetry/shared/contracts';
import { INTERNAL_TOKEN_HEADER } from '@cabinetry/shared/server/auth';
import { INTERNAL_CALL_TIMEOUT_MS } from '@cabinetry/shared/server/timeouts';

/** The language of each known account of `ids` (at most 100), by id. Throws on any non-200 answer. */
export async function fetchStaffLocales(identityUrl: string, internalToken: string, ids: string[]): Promise<Map<string, CustomerLocale>> {
  if (!ids.length) return new Map();
  const res = await fetch(`${identityUrl}/internal/staff/locales`, {
    method: 'POST',
    headers: { [INTERNAL_TOKEN_HEADER]: internalToken, 'content-type': 'application/json' },
    body: JSON.stringify({ ids: [...new Set(ids)] }),
    signal: AbortSignal.timeout(INTERNAL_CALL_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`identity answered ${res.status} for ${ids.length} staff languages`);
  const { locales } = (await res.json()) as { locales: { id: string; locale: CustomerLocale }[] };
  return new Map(locales.map((l) => [l.id, l.locale]));
}
