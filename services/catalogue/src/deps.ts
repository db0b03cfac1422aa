/** catalogue service dependencies: the CatalogueDeps type every route receives and how main.ts builds it. */
import type { Connection } from 'mongoose';
import type { ObjectStorage } from '@cabinetry/shared/server';
import type { CatalogueConfig } from './config';
import { catalogueModels, type CatalogueModels } from './models/catalogue';
import { counterModel, type CounterModel } from './models/counter';
import { createPublicCache, type PublicCache } from './public-cache';

export interface CatalogueDeps {
  config: CatalogueConfig;
  conn: Connection;
  models: CatalogueModels;
  counters: CounterModel;
  storage: ObjectStorage;
  /** The public lists' cache (holds Redis connections: close it on shutdown). */
  publicCache: PublicCache;
}

export function catalogueDeps(config: CatalogueConfig, conn: Connection, storage: ObjectStorage): CatalogueDeps {
  return { config, conn, models: catalogueModels(conn), counters: counterModel(conn), storage, publicCache: createPublicCache(config.redisUrl) };
}

/**
 * The catalogue app: public lists, media, and the /api/admin catalogue routes. Public lists are
 * cached in every replica and emptied in all of them by any admin write (./public-cache.ts); they
 * carry an ETag and a short public Cache-Control. Admin answers and errors are never cached (no-store).
 */
