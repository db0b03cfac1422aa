/** The catalogue service's dependencies: the CatalogueDeps every route receives, and their builder (main.ts, tests). */
import type { Connection } from 'mongoose';
import type { catalogueRoutes } from '@cabinetry/shared/contracts/api';
import type { AuditLog } from '@cabinetry/shared/server/audit';
import { type AdminAuth, remoteAdminAuth } from '@cabinetry/shared/server/auth';
import type { RouteHandlers } from '@cabinetry/shared/server/routes';
import type { ObjectStorage } from '@cabinetry/shared/server/storage';
import type { CatalogueConfig } from './config';
import { catalogueModels, type CatalogueModels } from './models/catalogue';
import { counterModel, type CounterModel } from './models/counter';
import { createPublicCache, type PublicCache } from './public-cache';
import type { Budget, RateLimits } from '@cabinetry/shared/server/rate-limit';

export interface CatalogueDeps {
  config: CatalogueConfig;
  conn: Connection;
  models: CatalogueModels;
  counters: CounterModel;
  storage: ObjectStorage;
  /** The public lists' cache (holds Redis connections: close it on shutdown). */
  publicCache: PublicCache;
  adminAuth: AdminAuth;
  audit: AuditLog;
  /** Per-client budget of image variants made on a cache miss (/api/media). */
  imageEncodes: Budget;
}

/** One handler per route of the catalogue's table. */
export type CatalogueHandlers = RouteHandlers<(typeof catalogueRoutes)['routes'], { imageEncodes: Budget }>;

/** Builds the deps: models on `conn`, the public-list cache on config.redisUrl, the budget from `limits`, staff checks through identity, records to `audit`. */
export function catalogueDeps(config: CatalogueConfig, conn: Connection, storage: ObjectStorage, limits: RateLimits, audit: AuditLog): CatalogueDeps {
  return {
    config,
    conn,
    models: catalogueModels(conn),
    counters: counterModel(conn),
    storage,
    publicCache: createPublicCache(config.redisUrl),
    adminAuth: remoteAdminAuth(config),
    audit,
    imageEncodes: limits.budget('image-encodes', { points: config.imageEncodesPerHour, durationSec: 3600, message: 'Too many new image sizes requested from your network.' }),
  };
}
