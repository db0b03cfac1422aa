/** gateway configuration (environment, checked at start: every problem listed at once). */
import { HTTP, processSettings, type ProcessSettings, readConfig } from '@cabinetry/shared/server/config';

export interface GatewayConfig {
  port: number;
  /** SERVICE_NAME, HOST, LOG_LEVEL, SHUTDOWN_DEADLINE_MS */
  process: ProcessSettings;
  upstreams: { catalogue: string; onboarding: string; scheduling: string; identity: string };
  /** Built SPA directory (frontend/dist) or '' when the SPA is served elsewhere (compose: nginx). */
  staticDir: string;
  /**
   * RENDERER_DIR: the frontend build's server side (frontend/dist-server: the renderer and the
   * templates of the pages rendered per request, ./rendered-pages.ts), or '' to render none (every
   * page is then the build's static one).
   */
  rendererDir: string;
  /**
   * TRUSTED_PROXIES: proxies in front of the gateway whose X-Forwarded-For it believes (compose: the
   * nginx container's network); '' (local) = the gateway is the edge, its socket peer is the client.
   */
  trustedProxies: string;
  /**
   * PUBLIC_URL: the address customers open (e.g. https://cabinets.example.com); the pages'
   * canonical and hreflang links are made absolute on its origin (./served-page.ts). '' (or absent)
   * leaves them relative.
   */
  publicUrl?: string;
}

/** Reads `env` (default process.env); throws one ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  return readConfig((read) => ({
    port: read.port('PORT', 8080),
    process: processSettings(read, 'gateway'),
    upstreams: {
      catalogue: read.url('CATALOGUE_URL', HTTP),
      onboarding: read.url('ONBOARDING_URL', HTTP),
      scheduling: read.url('SCHEDULING_URL', HTTP),
      identity: read.url('IDENTITY_URL', HTTP),
    },
    staticDir: read.string('STATIC_DIR', ''),
    rendererDir: read.string('RENDERER_DIR', ''),
    trustedProxies: read.string('TRUSTED_PROXIES', ''),
    publicUrl: read.url('PUBLIC_URL', HTTP, ''),
  }), env);
}
