/**
 * The bench's floor: an almost empty HTML page (a heading and a paragraph, no stylesheet, no script)
 * served from this process with the product's security headers, gzip-compressed as the gateway
 * sends pages. What Lighthouse charges for it is what Chromium, Lighthouse and those headers cost on
 * this machine before any page of ours does anything (Cross-Origin-Opener-Policy alone makes
 * Chromium swap processes on Lighthouse's navigation from about:blank), so a customer page's
 * main-thread work can be read as a multiple of it, measured in the same run.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { securityHeaders } from '@cabinetry/shared/server/security';

const PAGE = gzipSync(
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Atelier Cedar</title><meta name="description" content="The bench floor page"></head>' +
    '<body><main><h1>Design Your Perfect Space</h1><p>Tell us about your project to start your custom cabinetry journey.</p></main></body></html>',
);

/** Serves the floor page at the returned URL (on 127.0.0.1, a free port) until `close`. */
export async function startFloorPage(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { ...securityHeaders(false), 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'cache-control': 'no-cache' });
    res.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
