/**
 * The build's pages completed as the gateway sends them (those it renders per request, and the
 * build's own when it serves them itself): their placeholders filled with PUBLIC_URL's origin and
 * the showroom's time zone (@cabinetry/shared/contracts/served-page); nginx does the same for the
 * pages it serves (frontend/nginx/app.conf).
 */
import type { MiddlewareHandler } from 'hono';
import { publicOrigin, servedPage } from '@cabinetry/shared/contracts/served-page';
import { SHOWROOM_TIME_ZONE } from '@cabinetry/shared/time';

/**
 * Middleware: an HTML answer not yet encoded gets its placeholders filled (`publicUrl`: PUBLIC_URL,
 * '' to keep links relative; the zone: SHOWROOM_TIME_ZONE) and loses its Content-Length, as the
 * length changes; anything else passes unchanged. Register it inside (after) the compression
 * middleware. Throws a TypeError at once when `publicUrl` is not a URL.
 */
export function servedPages(publicUrl: string): MiddlewareHandler {
  const values = { public_origin: publicOrigin(publicUrl), showroom_time_zone: SHOWROOM_TIME_ZONE };
  return async (c, next) => {
    await next();
    if (!c.res.headers.get('Content-Type')?.startsWith('text/html') || c.res.headers.has('Content-Encoding')) return;
    c.res = new Response(servedPage(await c.res.text(), values), c.res);
    c.res.headers.delete('Content-Length');
  };
}
