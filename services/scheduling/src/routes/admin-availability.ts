/**
 * Admin 'Availability' page API (admin role only): GET /api/admin/availability answers the
 * AvailabilityRules in force; PUT replaces them (ajv schema bounds, then start < end and no
 * overlap per day; 400 with the first problem), answering the rules as stored.
 */
import { Hono } from 'hono';
import { availabilityRulesSchema } from '@cabinetry/shared/contracts';
import { HttpError, jsonBody, requireAdmin } from '@cabinetry/shared/server';
import type { SchedulingDeps } from '../deps';
import { normalizeRules, rulesProblem } from '../domain/rules';

export function adminAvailabilityRoutes({ rules, availability, adminAuth }: SchedulingDeps): Hono {
  const app = new Hono();
  app.use('*', requireAdmin(adminAuth, ['admin']));
  app.get('/', async (c) => c.json(await rules.get()));
  app.put('/', async (c) => {
    const body = await jsonBody(c, availabilityRulesSchema);
    const problem = rulesProblem(body);
    if (problem) throw new HttpError(400, problem, { code: 'invalid_request' });
    const stored = await rules.put(normalizeRules(body));
    await availability.changed();
    return c.json(stored);
  });
  return app;
}
