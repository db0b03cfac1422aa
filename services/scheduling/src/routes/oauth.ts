/**
 * SPEC §7 /api/oauth/*: the Google account link. status needs no token (it reveals only whether a
 * link exists); login, callback and revoke need an ADMIN token (linking the company calendar is
 * admin-only, SPEC §6), which the admin SPA sends as its bearer credential. Without Google
 * credentials configured, status says so and the other calls answer 503 naming what to set.
 */
import { Hono } from 'hono';
import { HttpError, jsonBody, requireAdmin } from '@cabinetry/shared/server';
import type { Schema } from '@cabinetry/shared/contracts';
import type { SchedulingDeps } from '../app';
import { GoogleCodeError } from '../google/account';

export const NOT_CONFIGURED = 'Google integration is not configured: set GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GOOGLE_REDIRECT_URI';

const callbackSchema: Schema<{ code: string }> = {
  type: 'object',
  additionalProperties: false,
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 2048, errorMessage: 'The authorization code is missing' } },
  errorMessage: { required: { code: 'The authorization code is missing' } },
};

export function oauthRoutes({ google, availability, config }: SchedulingDeps): Hono {
  const app = new Hono();
  const adminOnly = requireAdmin(config.jwtSecret, ['admin']);

  app.get('/status', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await google.status());
  });

  app.use('/login', adminOnly);
  app.use('/callback', adminOnly);
  app.use('/revoke', adminOnly);
  const requireConfigured = () => {
    if (!google.clients.configured) throw new HttpError(503, NOT_CONFIGURED);
  };

  app.get('/login', (c) => {
    requireConfigured();
    return c.json({ authUrl: google.authUrl() });
  });

  app.post('/callback', async (c) => {
    // A malformed body is the caller's error (400) whether or not Google is configured.
    const { code } = await jsonBody(c, callbackSchema);
    requireConfigured();
    try {
      await google.connect(code);
    } catch (err) {
      if (err instanceof GoogleCodeError) throw new HttpError(400, err.message);
      throw err;
    }
    await availability.changed(); // the busy times come from another calendar now
    return c.json({ success: true });
  });

  app.post('/revoke', async (c) => {
    requireConfigured();
    await google.revoke();
    await availability.changed();
    return c.json({ success: true });
  });

  return app;
}
