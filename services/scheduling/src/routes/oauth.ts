/**
 * docs/product.md §7 /api/oauth/*: the Google account link. status needs no token and then says only
 * whether a calendar is connected; with an admin's token it also names the account's address.
 * login, callback and revoke need an ADMIN token (linking the company calendar is
 * admin-only, docs/product.md §6), which the admin SPA sends as its bearer credential. login issues a
 * single-use `state` bound to the calling admin (and a PKCE challenge); callback takes {code, state}
 * and refuses a missing, unknown, used or another admin's state with 400; while an account is linked
 * it answers 409 unless the body says `replace: true` (the old grant is then revoked at Google).
 * Linking, replacing and revoking are recorded in the audit log. Without Google
 * credentials configured, status says so and the other calls answer 503 naming what to set.
 */
import { Hono } from 'hono';
import { adminOrNull, HttpError, jsonBody, requireAdmin, type AdminClaims } from '@cabinetry/shared/server';
import type { Schema } from '@cabinetry/shared/contracts';
import type { SchedulingDeps } from '../deps';
import { GoogleCodeError, GoogleReplaceError, GoogleStateError } from '../google/account';

export const NOT_CONFIGURED = 'Google integration is not configured: set GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_REDIRECT_URI';

const MISSING_STATE = 'The authorization state is missing: please authorize again';

const callbackSchema: Schema<{ code: string; state: string; replace?: boolean }> = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'state'],
  properties: {
    code: { type: 'string', minLength: 1, maxLength: 2048, errorMessage: 'The authorization code is missing' },
    state: { type: 'string', minLength: 1, maxLength: 256, errorMessage: MISSING_STATE },
    replace: { type: 'boolean', nullable: true, errorMessage: 'replace must be true or false' },
  },
  errorMessage: { required: { code: 'The authorization code is missing', state: MISSING_STATE } },
};

export function oauthRoutes({ google, availability, adminAuth, audit }: SchedulingDeps): Hono<{ Variables: { admin: AdminClaims } }> {
  const app = new Hono<{ Variables: { admin: AdminClaims } }>();
  const adminOnly = requireAdmin(adminAuth, ['admin']);

  app.get('/status', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await google.status((await adminOrNull(c, adminAuth, ['admin'])) !== null));
  });

  app.use('/login', adminOnly);
  app.use('/callback', adminOnly);
  app.use('/revoke', adminOnly);
  const requireConfigured = () => {
    if (!google.clients.configured) throw new HttpError(503, NOT_CONFIGURED);
  };

  app.get('/login', async (c) => {
    requireConfigured();
    c.header('Cache-Control', 'no-store');
    return c.json({ authUrl: await google.authUrl(c.var.admin.sub) });
  });

  app.post('/callback', async (c) => {
    // A malformed body is the caller's error (400) whether or not Google is configured.
    const { code, state, replace = false } = await jsonBody(c, callbackSchema);
    requireConfigured();
    try {
      const linked = await google.connect(code, state, c.var.admin.sub, replace);
      audit(
        linked.replaced === null
          ? { actor: c.var.admin.username, action: 'google.link', target: linked.email }
          : { actor: c.var.admin.username, action: 'google.replace', target: linked.email, detail: `replaced ${linked.replaced || 'an account'}` },
      );
    } catch (err) {
      if (err instanceof GoogleCodeError || err instanceof GoogleStateError) throw new HttpError(400, err.message);
      if (err instanceof GoogleReplaceError) throw new HttpError(409, err.message);
      throw err;
    }
    await availability.changed(); // the busy times come from another calendar now
    return c.json({ success: true });
  });

  app.post('/revoke', async (c) => {
    requireConfigured();
    const revoked = await google.revoke();
    if (revoked !== null) audit({ actor: c.var.admin.username, action: 'google.revoke', target: revoked });
    await availability.changed();
    return c.json({ success: true });
  });

  return app;
}
