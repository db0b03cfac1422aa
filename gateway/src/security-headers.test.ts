/**
 * One Content-Security-Policy everywhere: the production nginx config (frontend/nginx/security-headers.conf)
 * must carry exactly the policy the gateway sends (services/shared security.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, securityHeaders } from '@cabinetry/shared/server/security';

const nginx = readFileSync(fileURLToPath(new URL('../../frontend/nginx/security-headers.conf', import.meta.url)), 'utf8');

describe('security headers', () => {
  it('forbid framing, inline scripts and eval, and pin HTTPS only over HTTPS', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).toMatch(/script-src 'self'(;|$)/);
    expect(securityHeaders(false)).not.toHaveProperty('strict-transport-security');
    expect(securityHeaders(true)['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('nginx sends the same Content-Security-Policy as the gateway', () => {
    const policies = [...nginx.matchAll(/add_header\s+Content-Security-Policy\s+"([^"]+)"/gi)].map(([, policy]) => policy);
    expect(policies).toEqual([CONTENT_SECURITY_POLICY]);
  });
});
