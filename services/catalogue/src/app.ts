/** catalogue service: styles, palettes, materials, categories and their images (ARCHITECTURE). */
import type { MiddlewareHandler } from 'hono';
import { createServiceApp, mongoHealthy } from '@cabinetry/shared/server';
import { mediaRoutes } from './routes/media';
import { publicRoutes } from './routes/public';
import { adminCategoryRoutes } from './routes/admin/categories';
import { adminMaterialRoutes } from './routes/admin/materials';
import { adminPaletteRoutes } from './routes/admin/palettes';
import { adminStyleRoutes } from './routes/admin/styles';
import type { CatalogueDeps } from './deps';

export function createApp(deps: CatalogueDeps) {
  const app = createServiceApp({ mongo: () => mongoHealthy(deps.conn), storage: () => deps.storage.healthy() });
  const noStore: MiddlewareHandler = async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  };
  app.use('/api/public/*', noStore);
  app.use('/api/admin/*', noStore, deps.publicCache.invalidateOnWrite);
  app.route('/api/public', publicRoutes(deps.models, deps.publicCache));
  app.route('/api/admin/styles', adminStyleRoutes(deps));
  app.route('/api/admin/palettes', adminPaletteRoutes(deps));
  app.route('/api/admin/categories', adminCategoryRoutes(deps));
  app.route('/api/admin/materials', adminMaterialRoutes(deps));
  app.route('/api/media', mediaRoutes(deps.storage));
  return app;
}
