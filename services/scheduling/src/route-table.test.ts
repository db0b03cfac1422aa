/** scheduling mounts exactly the routes of its table (@cabinetry/shared/contracts/api): `npm run openapi:check`. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startRedis, type RedisHandle } from '@cabinetry/local/providers';
import { operationsOf, schedulingRoutes } from '@cabinetry/shared/contracts/api';
import { routesOf } from '@cabinetry/shared/server/routes';
import { startHarness, type Harness } from './testing/harness';

let redis: RedisHandle;
let h: Harness;
beforeAll(async () => {
  redis = await startRedis();
  h = await startHarness({ redisUrl: redis.url });
});
afterAll(async () => {
  await h?.stop();
  await redis?.stop();
});

it('mounts exactly the routes of its table', () => {
  expect(routesOf(h.app, ['GET /health'])).toEqual(operationsOf(schedulingRoutes));
});
