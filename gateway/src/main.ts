/** gateway entry point: config → /api proxy before the Hono app (health, SPA), served on PORT (default 8080). */
import { proxyTrust } from '@cabinetry/shared/server/client-ip';
import { serveApp } from '@cabinetry/shared/server/serve';
import { configureLogger } from '@cabinetry/shared/server/logger';
import { startTracing } from '@cabinetry/shared/server/tracing';
import { createApp } from './app';
import { loadConfig } from './config';
import { createApiProxy } from './proxy';

const config = loadConfig();
configureLogger(config.process);
const stopTracing = startTracing({ serviceName: config.process.name });
const proxy = createApiProxy(config.upstreams, proxyTrust(config.trustedProxies));
serveApp(createApp(config), config.port, config.process, () => proxy.close().then(stopTracing), proxy.intercept);
