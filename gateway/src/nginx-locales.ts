/**
 * frontend/nginx/locales.conf, the part of nginx' site that names the languages, generated from the
 * locale registry (@cabinetry/shared/contracts/locales) so that nginx routes the same languages as
 * the gateway: the pages rendered per request under each language prefix, the SPA's pages
 * (SPA_ROUTE's pattern) and, for any other path under a prefix, that language's not-found page.
 * `npm run nginx:locales` writes the file (./write-nginx-locales.ts); gateway/src/spa-pages.test.ts
 * fails when the committed file is not what the registry gives. app.conf includes it in its server.
 */
import { BASE_LOCALE, codeAlternation } from '@cabinetry/shared/contracts/locales';
import { spaRoutePattern } from './spa-pages';

/** The file's path in the repository. */
export const NGINX_LOCALES_FILE = 'frontend/nginx/locales.conf';

/** The text of locales.conf for the language `codes` (the base language, English, is unprefixed). */
export function nginxLocalesConf(codes: readonly string[]): string {
  const prefixed = codes.filter((code) => code !== BASE_LOCALE);
  const notFound = prefixed.map(
    (code) => `location /${code}/ {
  include /etc/nginx/cabinetry/security-headers.conf;
  add_header Cache-Control "no-cache" always;
  try_files $uri $uri/index.html =404;
  error_page 404 /${code}/404.html;
}
`,
  );
  return `# GENERATED from the locale registry (services/shared/src/contracts/locales.ts) by
# gateway/src/nginx-locales.ts: do not edit, run \`npm run nginx:locales\` (gateway/src/spa-pages.test.ts
# fails when this file is stale). Included by app.conf in its server, after the unprefixed pages.

# the pages rendered per request (src/prerender.tsx \`perRequest\`, kept equal by frontend/src/prerender.test.tsx):
# steps 2 (its catalogue) and 5 (its calendar) and the manage page (its appointment) in each
# language, rendered by the gateway with their API answers (gateway/src/rendered-pages.ts; the
# gateway sends its own security and cache headers); the built page (app.conf's @built_page) when
# the gateway does not render it
location ~ ^/(${prefixed.map((code) => `${code}/`).join('|')})?(onboarding/step[25]|appointment/[^/]+)/?$ {
  include /etc/nginx/cabinetry/api-proxy.conf;
  proxy_intercept_errors on;
  error_page 404 500 502 503 504 = @built_page;
}

# the SPA's pages (gateway/src/spa-pages.ts SPA_ROUTE): the pre-rendered page, else index.html
location ~ "${spaRoutePattern(codes).source}" {
  include /etc/nginx/cabinetry/security-headers.conf;
  add_header Cache-Control "no-cache" always;
  try_files $uri $uri/index.html /index.html;
}

# any other path under a language prefix (${codeAlternation(prefixed)}): its file, else that language's
# pre-rendered not-found page (frontend/build/prerender.ts notFoundFile) with status 404
${notFound.join('')}`;
}
