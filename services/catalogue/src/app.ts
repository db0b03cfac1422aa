/** catalogue service: styles, palettes, materials, categories and their images (ARCHITECTURE), its routes mounted from its table (@cabinetry/shared/contracts/api). */
import type { MiddlewareHandler } from 'hono';
import { catalogueRoutes } from '@cabinetry/shared/contracts/api';
import { createServiceApp } from '@cabinetry/shared/server/app';
import { mongoHealthy } from '@cabinetry/shared/server/mongo';
import { mountRoutes } from '@cabinetry/shared/server/routes';
import type { CatalogueDeps } from './deps';
import { mediaHandlers } from './routes/media';
import { publicHandlers } from './routes/public';
import { adminCategoryHandlers } from './routes/admin/categories';
import { adminMaterialHandlers } from './routes/admin/materials';
import { adminPaletteHandlers } from './routes/admin/palettes';
import { adminStyleHandlers } from './routes/admin/styles';

/**
 * The catalogue app: public lists, media, and the /api/admin catalogue routes. Public lists are
 * cached in every replica and emptied in all of them by any admin write (./public-cache.ts); they
 * carry an ETag and a short public Cache-Control. Admin answers and errors are never cached (no-store).
 */
export function createApp(deps: CatalogueDeps) {
  const app = createServiceApp({ mongo: () => mongoHealthy(deps.conn), storage: () => deps.storage.healthy() });
  const noStore: MiddlewareHandler = async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  };
  // eslint-disable-next-line no-restricted-syntax -- prefixes of the public and staff routes, not routes
  app.use('/api/public/*', noStore);
  // eslint-disable-next-line no-restricted-syntax -- as above
  app.use('/api/admin/*', noStore, deps.publicCache.invalidateOnWrite);
  mountRoutes(
    app,
    catalogueRoutes,
    {
      ...publicHandlers(deps),
      ...mediaHandlers(deps),
      ...adminStyleHandlers(deps),
      ...adminPaletteHandlers(deps),
      ...adminMaterialHandlers(deps),
      ...adminCategoryHandlers(deps),
    },
    { adminAuth: deps.adminAuth, audit: deps.audit, budgets: { imageEncodes: deps.imageEncodes }, validateResponses: deps.config.validateResponses },
  );
  return app;
}
