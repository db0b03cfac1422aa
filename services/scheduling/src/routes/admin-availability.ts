/**
 * Admin 'Availability' page API (admin role only): GET /api/admin/availability answers the
 * AvailabilityRules in force; PUT replaces them (ajv schema bounds, then start < end and no
 * overlap per day; 400 with the first problem), answering the rules as stored, and records the
 * change in the audit log.
 */
import { Hono } from 'hono';
import { availabilityRulesSchema } from '@cabinetry/shared/contracts';
import { auditSuccess, HttpError, jsonBody, requireAdmin } from '@cabinetry/shared/server';
import type { SchedulingDeps } from '../deps';
import { normalizeRules, rulesProblem } from '../domain/rules';

export function adminAvailabilityRoutes({ rules, availability, adminAuth, audit }: SchedulingDeps): Hono {
  const app = new Hono();
  app.use('*', requireAdmin(adminAuth, ['admin']));
  app.get('/', async (c) => c.json(await rules.get()));
  const changed = auditSuccess(audit, () => ({ action: 'availability.update', target: 'availability rules' }));
  app.put('/', changed, async (c) => {
    const body = await jsonBody(c, availabilityRulesSchema);
    const problem = rulesProblem(body);
    if (problem) throw new HttpError(400, problem);
    const stored = await rules.put(normalizeRules(body));
    await availability.changed();
    return c.json(stored);
  });
  return app;
}
