/** The catalogue mounts exactly the routes of its table (@cabinetry/shared/contracts/api): `npm run openapi:check`. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { catalogueRoutes, operationsOf } from '@cabinetry/shared/contracts/api';
import { routesOf } from '@cabinetry/shared/server/routes';
import { startCatalogue, type CatalogueHarness } from './test-support';

let h: CatalogueHarness;
beforeAll(async () => {
  h = await startCatalogue();
});
afterAll(() => h?.stop());

it('mounts exactly the routes of its table', () => {
  expect(routesOf(h.app, ['GET /health'])).toEqual(operationsOf(catalogueRoutes));
});
