/** catalogue service configuration (environment, checked at start: every problem listed at once). */
import { MONGO, readConfig, storageConfig, type StorageConfig } from '@cabinetry/shared/server';

export interface CatalogueConfig {
  port: number;
  mongoUrl: string;
  jwtSecret: string;
  storage: StorageConfig;
  /** SEED_DEMO_CATALOGUE=true fills an empty catalogue with demo styles, palettes and materials (off unless asked). */
  seedDemoCatalogue: boolean;
}

export function loadConfig(): CatalogueConfig {
  return readConfig((env) => ({
    port: env.port('PORT', 4001),
    mongoUrl: env.url('MONGO_URL', MONGO),
    jwtSecret: env.secret('JWT_SECRET'),
    storage: storageConfig(env),
    seedDemoCatalogue: env.boolean('SEED_DEMO_CATALOGUE', false),
  }));
}
