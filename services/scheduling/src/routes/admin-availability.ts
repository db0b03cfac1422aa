/**
 * Admin 'Availability' page API (admin role only): GET /api/admin/availability answers the
 * AvailabilityRules in force; PUT replaces them (ajv schema bounds, then start < end and no
 * overlap per day; 400 with the first problem), answering the rules as stored, and records the
 * change in the audit log.
 */
import { HttpError } from '@cabinetry/shared/server/errors';
import type { SchedulingDeps, SchedulingHandlers } from '../deps';
import { normalizeRules, rulesProblem } from '../domain/rules';

export function adminAvailabilityHandlers({ rules, availability }: SchedulingDeps): Pick<SchedulingHandlers, 'getAvailabilityRules' | 'putAvailabilityRules'> {
  return {
    getAvailabilityRules: async (c) => c.json(await rules.get()),

    putAvailabilityRules: async (c, { body }) => {
      const problem = rulesProblem(body);
      if (problem) throw new HttpError(400, problem, { code: 'invalid_request' });
      const stored = await rules.put(normalizeRules(body));
      await availability.changed();
      c.set('auditTarget', 'availability rules');
      return c.json(stored);
    },
  };
}
