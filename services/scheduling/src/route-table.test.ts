/** scheduling mounts exactly the routes of its table (@cabinetry/shared/contracts/api): `npm run openapi:check`. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { operationsOf, schedulingRoutes } from '@cabinetry/shared/contracts/api';
import { routesOf } from '@cabinetry/shared/server/routes';
import { startHarness, type Harness } from './testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

it('mounts exactly the routes of its table', () => {
  expect(routesOf(h.app, ['GET /health'])).toEqual(operationsOf(schedulingRoutes));
});
