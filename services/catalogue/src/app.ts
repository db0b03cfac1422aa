/** catalogue service: styles, palettes, materials, categories and their images (ARCHITECTURE). */
import type { Context, MiddlewareHandler } from 'hono';
import { auditSuccess, createServiceApp, mongoHealthy } from '@cabinetry/shared/server';
import type { CatalogueDeps } from './deps';
import { mediaRoutes } from './routes/media';
import { publicRoutes } from './routes/public';
import { adminCategoryRoutes } from './routes/admin/categories';
import { adminMaterialRoutes } from './routes/admin/materials';
import { adminPaletteRoutes } from './routes/admin/palettes';
import { adminStyleRoutes } from './routes/admin/styles';

const WRITE_ACTIONS = { POST: 'catalogue.create', PUT: 'catalogue.update', DELETE: 'catalogue.delete' } as const;

/** The audit record of an admin catalogue write (null for reads). */
function catalogueWrite(c: Context) {
  const action = WRITE_ACTIONS[c.req.method as keyof typeof WRITE_ACTIONS];
  return action ? { action, target: c.req.path } : null;
}

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
  app.use('/api/public/*', noStore);
  app.use('/api/admin/*', noStore, deps.publicCache.invalidateOnWrite, auditSuccess(deps.audit, catalogueWrite));
  app.route('/api/public', publicRoutes(deps.models, deps.publicCache));
  app.route('/api/admin/styles', adminStyleRoutes(deps));
  app.route('/api/admin/palettes', adminPaletteRoutes(deps));
  app.route('/api/admin/categories', adminCategoryRoutes(deps));
  app.route('/api/admin/materials', adminMaterialRoutes(deps));
  app.route('/api/media', mediaRoutes(deps.storage, deps.imageEncodes));
  return app;
}
