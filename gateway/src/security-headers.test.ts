/**
 * One policy everywhere: the production nginx config (frontend/nginx) must send exactly the
 * security headers the gateway sends (services/shared security.ts), and allow request bodies only
 * as large as the gateway does (services/shared body-limit.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, scriptHashSource, securityHeaders } from '@cabinetry/shared/server/security';
import { EARLY_INPUT_SCRIPT } from '@cabinetry/shared/server/early-input-script';
import { bodyLimitFor, JSON_BODY_LIMIT } from '@cabinetry/shared/server/body-limit';
import { CATALOGUE_IMAGE_REQUEST_LIMIT, UPLOAD_REQUEST_LIMIT, catalogueRoutes, onboardingRoutes } from '@cabinetry/shared/contracts/api';

const nginxFile = (name: string) => readFileSync(fileURLToPath(new URL(`../../frontend/nginx/${name}`, import.meta.url)), 'utf8');
const nginx = nginxFile('security-headers.conf');
const app = nginxFile('app.conf');

/** nginx's size syntax (`1m`, `10752k`, `512`) in bytes. */
const nginxBytes = (size: string) => Number(size.slice(0, -1)) * ({ k: 1024, m: 1024 * 1024 }[size.slice(-1)] ?? NaN) || Number(size);

/** The client_max_body_size of each location block of app.conf by its path ('server' for the default). */
function nginxBodyLimits(): Record<string, number> {
  const limits: Record<string, number> = {};
  let location = 'server';
  for (const line of app.split('\n')) {
    const opened = /^location\s+(?:\^~|~)?\s*(\S+)\s*\{/.exec(line);
    if (opened) location = opened[1];
    const size = /^\s*client_max_body_size\s+(\S+);/.exec(line)?.[1];
    if (size) limits[location] = nginxBytes(size);
    if (/^\}/.test(line)) location = 'server';
  }
  return limits;
}

describe('security headers', () => {
  it('forbid framing, eval and every inline script but the early-input capture, and pin HTTPS only over HTTPS', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}='(;|$)/);
    expect(CONTENT_SECURITY_POLICY).toContain(`script-src 'self' ${scriptHashSource(EARLY_INPUT_SCRIPT)};`);
    expect(securityHeaders(false)).not.toHaveProperty('strict-transport-security');
    expect(securityHeaders(true)['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('nginx sends the same Content-Security-Policy as the gateway (the inline script\'s hash included)', () => {
    const policies = [...nginx.matchAll(/add_header\s+Content-Security-Policy\s+"([^"]+)"/gi)].map(([, policy]) => policy);
    expect(policies, 'copy CONTENT_SECURITY_POLICY into frontend/nginx/security-headers.conf').toEqual([CONTENT_SECURITY_POLICY]);
  });

  it('nginx sends every other security header of the gateway, COOP and CORP included', () => {
    const sent = Object.fromEntries([...nginx.matchAll(/add_header\s+([\w-]+)\s+"([^"]+)"/gi)].map(([, name, value]) => [name.toLowerCase(), value]));
    expect(sent).toEqual(securityHeaders(false));
    expect(securityHeaders(false)).toMatchObject({ 'cross-origin-opener-policy': 'same-origin', 'cross-origin-resource-policy': 'same-origin' });
  });

  it('nginx allows 1 MB bodies except on the two upload routes, each at the gateway\'s limit for it', () => {
    expect(nginxBodyLimits()).toEqual({
      server: 1024 * 1024,
      '/api/onboarding/step4/': UPLOAD_REQUEST_LIMIT,
      '^/api/admin/(styles|palettes|materials)(/|$)': CATALOGUE_IMAGE_REQUEST_LIMIT,
    });
    expect(bodyLimitFor(onboardingRoutes.routes.saveStep4, 'multipart/form-data; boundary=x')).toBe(UPLOAD_REQUEST_LIMIT);
    expect(bodyLimitFor(catalogueRoutes.routes.updatePalette, 'multipart/form-data; boundary=x')).toBe(CATALOGUE_IMAGE_REQUEST_LIMIT);
    expect(JSON_BODY_LIMIT).toBeLessThan(1024 * 1024);
    // the uploads stream to the gateway instead of being buffered by nginx
    expect(app.match(/proxy_request_buffering off;/g)).toHaveLength(2);
  });
});
