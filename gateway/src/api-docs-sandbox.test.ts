/**
 * The API reference (/api/docs) runs a large third-party bundle (Scalar), so it is served sandboxed
 * (issue 34 item 6): its policy is the site's plus `sandbox allow-scripts allow-popups` (an opaque
 * origin, without the back office's storage), every other page keeps the site's policy, and what the
 * sandboxed page loads (its scripts, the document) is readable from an opaque origin. The page's
 * rendering in Chromium is checked by infra/e2e/tests/csp.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, SANDBOXED_PAGE_POLICY } from '@cabinetry/shared/server/security';
import { TEST_PROCESS } from '@cabinetry/shared/testing';
import { createApp } from './app';

const app = createApp({ port: 0, process: TEST_PROCESS, upstreams: { catalogue: '', onboarding: '', scheduling: '', identity: '' }, staticDir: '', rendererDir: '', trustedProxies: '' });

describe('the API reference', () => {
  it('is sandboxed: an opaque origin, no same-origin access', async () => {
    const page = await app.request('/api/docs');
    expect(page.status).toBe(200);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toBe(SANDBOXED_PAGE_POLICY);
    expect(policy).toMatch(/(^|; )sandbox allow-scripts allow-popups$/);
    expect(policy).not.toContain('allow-same-origin');
    // the site's other headers still go out
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(await page.text()).toMatch(/<script src="\/api\/docs\/storage.js"><\/script>\s*<script src="\/api\/docs\/scalar.js">/);
  });

  it('loads its scripts and the document across the opaque origin', async () => {
    for (const path of ['/api/docs/storage.js', '/api/docs/scalar.js', '/api/openapi.json']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe('cross-origin');
      expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
      // and they are no pages: the site's own policy
      expect(res.headers.get('content-security-policy'), path).toBe(CONTENT_SECURITY_POLICY);
    }
  });

  it("leaves every other answer under the site's policy", async () => {
    for (const path of ['/health', '/api/nothing-here', '/admin/login']) {
      const res = await app.request(path);
      expect(res.headers.get('content-security-policy'), path).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
    }
  });
});
