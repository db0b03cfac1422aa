/** gateway entry point: config → /api proxy before the Hono app (health, SPA), served on PORT (default 8080). */
import { configureLogger, proxyTrust, serveApp } from '@cabinetry/shared/server';
import { createApp } from './app';
import { loadConfig } from './config';
import { createApiProxy } from './proxy';

const config = loadConfig();
configureLogger(config.process);
const proxy = createApiProxy(config.upstreams, proxyTrust(config.trustedProxies));
serveApp(createApp(config), config.port, config.process, proxy.close, proxy.intercept);
