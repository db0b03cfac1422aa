/** identity mounts exactly the routes of its table (@cabinetry/shared/contracts/api): `npm run openapi:check`. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { identityRoutes, operationsOf } from '@cabinetry/shared/contracts/api';
import { routesOf } from '@cabinetry/shared/server/routes';
import { startIdentity, type IdentityHarness } from './test-support';

let h: IdentityHarness;
beforeAll(async () => {
  h = await startIdentity();
});
afterAll(() => h?.stop());

it('mounts exactly the routes of its table', () => {
  expect(routesOf(h.app, ['GET /health'])).toEqual(operationsOf(identityRoutes));
});
