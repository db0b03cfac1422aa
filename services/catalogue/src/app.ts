/** catalogue service: styles, palettes, materials, categories and their images (ARCHITECTURE). */
import type { Connection } from 'mongoose';
import { createServiceApp, mongoHealthy, type ObjectStorage } from '@cabinetry/shared/server';
import type { CatalogueConfig } from './config';
import { catalogueModels, type CatalogueModels } from './models/catalogue';
import { counterModel, type CounterModel } from './models/counter';
import { mediaRoutes } from './routes/media';
import { publicRoutes } from './routes/public';

export interface CatalogueDeps {
  config: CatalogueConfig;
  conn: Connection;
  models: CatalogueModels;
  counters: CounterModel;
  storage: ObjectStorage;
}

export function catalogueDeps(config: CatalogueConfig, conn: Connection, storage: ObjectStorage): CatalogueDeps {
  return { config, conn, models: catalogueModels(conn), counters: counterModel(conn), storage };
}

export function createApp(deps: CatalogueDeps) {
  const app = createServiceApp({ mongo: () => mongoHealthy(deps.conn), storage: () => deps.storage.healthy() });
  app.route('/api/public', publicRoutes(deps.models));
  app.route('/api/media', mediaRoutes(deps.storage));
  return app;
}
