/** The catalogue service's dependencies: the CatalogueDeps every route receives, and their builder (main.ts, tests). */
import type { Connection } from 'mongoose';
import type { catalogueRoutes } from '@cabinetry/shared/contracts/api';
import { identityAuditLog, type AuditLog } from '@cabinetry/shared/server/audit';
import { remoteAdminAuth, type AdminAuth } from '@cabinetry/shared/server/auth';
import type { RouteHandlers } from '@cabinetry/shared/server/routes';
import { type ObjectStorage } from '@cabinetry/shared/server/storage';
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
  adminAuth: AdminAuth;
  audit: AuditLog;
}

/** One handler per route of the catalogue's table. */
export type CatalogueHandlers = RouteHandlers<(typeof catalogueRoutes)['routes'], Record<string, never>>;

/** Builds the deps: models on `conn`, the public-list cache on config.redisUrl, staff checks and audit through identity. */
export function catalogueDeps(config: CatalogueConfig, conn: Connection, storage: ObjectStorage): CatalogueDeps {
  return {
    config,
    conn,
    models: catalogueModels(conn),
    counters: counterModel(conn),
    storage,
    publicCache: createPublicCache(config.redisUrl),
    adminAuth: remoteAdminAuth(config),
    audit: identityAuditLog(config.identityUrl, config.internalToken),
  };
}
