/**
 * The pages' canonical and hreflang links made absolute on PUBLIC_URL's origin as the gateway sends
 * them (the pages it renders per request, and the build's pages when it serves them itself); nginx
 * does the same for the pages it serves (frontend/nginx/app.conf). The rule lives in
 * @cabinetry/shared/contracts/page-links.
 */
import type { MiddlewareHandler } from 'hono';
import { withPublicOrigin } from '@cabinetry/shared/contracts/page-links';

/**
 * Middleware: an HTML answer not yet encoded gets its links made absolute on `publicUrl`'s origin
 * (Content-Length dropped, as the length changes); anything else passes unchanged. With `publicUrl`
 * '' it does nothing. Register it inside (after) the compression middleware.
 */
export function absolutePageLinks(publicUrl: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!publicUrl || !c.res.headers.get('Content-Type')?.startsWith('text/html') || c.res.headers.has('Content-Encoding')) return;
    const html = withPublicOrigin(await c.res.text(), publicUrl);
    c.res = new Response(html, c.res);
    c.res.headers.delete('Content-Length');
  };
}
