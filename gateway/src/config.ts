/** gateway configuration (environment, validated at start). */
import { optional, port, required } from '@cabinetry/shared/server';

export interface GatewayConfig {
  port: number;
  upstreams: { catalogue: string; onboarding: string; scheduling: string; identity: string };
  /** Built SPA directory (frontend/dist) or '' when the SPA is served elsewhere (compose: nginx). */
  staticDir: string;
  /**
   * TRUSTED_PROXIES: proxies in front of the gateway whose X-Forwarded-For it believes (compose: the
   * nginx container's network); '' (local) = the gateway is the edge, its socket peer is the client.
   */
  trustedProxies: string;
}

export function loadConfig(): GatewayConfig {
  return {
    port: port('PORT', 8080),
    upstreams: {
      catalogue: required('CATALOGUE_URL'),
      onboarding: required('ONBOARDING_URL'),
      scheduling: required('SCHEDULING_URL'),
      identity: required('IDENTITY_URL'),
    },
    staticDir: optional('STATIC_DIR', ''),
    trustedProxies: optional('TRUSTED_PROXIES', ''),
  };
}
