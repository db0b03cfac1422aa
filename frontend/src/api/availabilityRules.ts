/** The booking rules staff edit on the admin 'Availability' page: GET/PUT /api/admin/availability (admin token). */
import type { AvailabilityRules } from '@cabinetry/shared/contracts';
import { adminGet, adminJson } from '../admin/http';

/** The current rules. */
export function fetchAvailabilityRules(): Promise<AvailabilityRules> {
  return adminGet('/api/admin/availability');
}

/** Replaces the rules; resolves to the rules as stored. */
export function saveAvailabilityRules(rules: AvailabilityRules): Promise<AvailabilityRules> {
  return adminJson('PUT', '/api/admin/availability', rules);
}
