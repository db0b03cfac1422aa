/** catalogue service configuration (environment, validated at start). */
import { optional, port, required, storageConfig, type StorageConfig } from '@cabinetry/shared/server';

export interface CatalogueConfig {
  port: number;
  mongoUrl: string;
  /** Redis carrying the public-list cache invalidations between replicas. */
  redisUrl: string;
  jwtSecret: string;
  /** identity, asked about the current state of admin accounts (with INTERNAL_TOKEN) */
  identityUrl: string;
  internalToken: string;
  storage: StorageConfig;
  seedDemoCatalogue: boolean;
}

export function loadConfig(): CatalogueConfig {
  return {
    port: port('PORT', 4001),
    mongoUrl: required('MONGO_URL'),
    redisUrl: required('REDIS_URL'),
    jwtSecret: required('JWT_SECRET'),
    identityUrl: required('IDENTITY_URL'),
    internalToken: required('INTERNAL_TOKEN'),
    storage: storageConfig(),
    seedDemoCatalogue: optional('SEED_DEMO_CATALOGUE', 'false') === 'true',
  };
}
