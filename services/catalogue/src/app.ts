/** catalogue service: styles, palettes, materials, categories and their images (ARCHITECTURE). */
import type { Context, MiddlewareHandler } from 'hono';
import type { Connection } from 'mongoose';
import { auditSuccess, createServiceApp, identityAuditLog, mongoHealthy, remoteAdminAuth, type AdminAuth, type AuditLog, type ObjectStorage } from '@cabinetry/shared/server';
import type { CatalogueConfig } from './config';
import { catalogueModels, type CatalogueModels } from './models/catalogue';
import { counterModel, type CounterModel } from './models/counter';
import { mediaRoutes } from './routes/media';
import { createPublicCache } from './public-cache';
import { publicRoutes } from './routes/public';
import { adminCategoryRoutes } from './routes/admin/categories';
import { adminMaterialRoutes } from './routes/admin/materials';
import { adminPaletteRoutes } from './routes/admin/palettes';
import { adminStyleRoutes } from './routes/admin/styles';

export interface CatalogueDeps {
  config: CatalogueConfig;
  conn: Connection;
  models: CatalogueModels;
  counters: CounterModel;
  storage: ObjectStorage;
  adminAuth: AdminAuth;
  audit: AuditLog;
}

export function catalogueDeps(config: CatalogueConfig, conn: Connection, storage: ObjectStorage): CatalogueDeps {
  return { config, conn, models: catalogueModels(conn), counters: counterModel(conn), storage, adminAuth: remoteAdminAuth(config), audit: identityAuditLog(config.identityUrl, config.internalToken) };
}

/**
 * The catalogue app: public lists, media, and the /api/admin catalogue routes. Lists are never
 * cached by browsers or proxies (no-store); public lists are cached in this process and cleared by
 * every admin write (./public-cache.ts), so an admin change shows in the wizard on its next load.
 */
const WRITE_ACTIONS = { POST: 'catalogue.create', PUT: 'catalogue.update', DELETE: 'catalogue.delete' } as const;

/** The audit record of an admin catalogue write (null for reads). */
function catalogueWrite(c: Context) {
  const action = WRITE_ACTIONS[c.req.method as keyof typeof WRITE_ACTIONS];
  return action ? { action, target: c.req.path } : null;
}

export function createApp(deps: CatalogueDeps) {
  const app = createServiceApp({ mongo: () => mongoHealthy(deps.conn), storage: () => deps.storage.healthy() });
  const noStore: MiddlewareHandler = async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  };
  const cache = createPublicCache();
  app.use('/api/public/*', noStore, cache.read);
  app.use('/api/admin/*', noStore, cache.invalidateOnWrite, auditSuccess(deps.audit, catalogueWrite));
  app.route('/api/public', publicRoutes(deps.models));
  app.route('/api/admin/styles', adminStyleRoutes(deps));
  app.route('/api/admin/palettes', adminPaletteRoutes(deps));
  app.route('/api/admin/categories', adminCategoryRoutes(deps));
  app.route('/api/admin/materials', adminMaterialRoutes(deps));
  app.route('/api/media', mediaRoutes(deps.storage));
  return app;
}
