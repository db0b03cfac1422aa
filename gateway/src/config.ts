/** gateway configuration (environment, checked at start: every problem listed at once). */
import { HTTP, readConfig } from '@cabinetry/shared/server';

export interface GatewayConfig {
  port: number;
  upstreams: { catalogue: string; onboarding: string; scheduling: string; identity: string };
  /** Built SPA directory (frontend/dist) or '' when the SPA is served elsewhere (compose: nginx). */
  staticDir: string;
}

export function loadConfig(): GatewayConfig {
  return readConfig((env) => ({
    port: env.port('PORT', 8080),
    upstreams: {
      catalogue: env.url('CATALOGUE_URL', HTTP),
      onboarding: env.url('ONBOARDING_URL', HTTP),
      scheduling: env.url('SCHEDULING_URL', HTTP),
      identity: env.url('IDENTITY_URL', HTTP),
    },
    staticDir: env.string('STATIC_DIR', ''),
  }));
}
