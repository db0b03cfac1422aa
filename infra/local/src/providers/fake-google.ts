/**
 * A fake Google for tests (local HTTP, Hono): the consent step (`authorize`: what an admin's browser
 * gets back from Google's consent page), the OAuth token endpoint (code exchange, with the PKCE
 * verifier checked against the challenge of the consent URL, and refresh),
 * revocation, Calendar v3 events insert (honouring the given id: 409 'duplicate' on a repeat),
 * get, patch and delete on the calling account's own calendar (each event records its `owner`), freeBusy
 * (the caller's 'primary', or other calendars by address), and Gmail users.messages.send, which relays the raw message to an SMTP
 * server (the tests' sink), as Gmail would deliver it. googleapis reaches it through
 * GOOGLE_API_BASE_URL / GOOGLE_OAUTH_BASE_URL (both = `url`). Calendar and Gmail calls need a
 * live access token (401 otherwise), so the refresh-token flow is exercised for real.
 * Failure switches: `failInserts` (500s, optionally after storing the event: a lost answer) and
 * `meetFailure` (the Meet conference request fails); `insertDelayMs` holds every insert that long
 * before it is stored and answered (a slow Google, so a caller can die mid-request).
 */
import { createHash, randomBytes } from 'node:crypto';
import { serve, type ServerType } from '@hono/node-server';
import { Hono, type MiddlewareHandler } from 'hono';
import nodemailer from 'nodemailer';

export interface FakeEvent {
  id: string;
  summary: string;
  description: string;
  start: { dateTime: string };
  end: { dateTime: string };
  attendees: { email: string }[];
  /** the address of the account whose (primary) calendar holds it */
  owner: string;
  /** 'transparent': shown as free (absent: busy) */
  transparency?: string;
  hangoutLink?: string;
  htmlLink: string;
  conferenceData?: unknown;
}

export interface FakeGoogle {
  /** http://127.0.0.1:port (API and OAuth root alike) */
  url: string;
  /**
   * The consent of account `email` to `authUrl` (as GET /api/oauth/login gives it): a fresh code the
   * token endpoint accepts once, bound to the URL's PKCE challenge, and the URL's state, as Google
   * would redirect with them. Throws when the URL is not for this client.
   */
  authorize(authUrl: string, email?: string): { code: string; state: string };
  /** Live events by id. */
  events: Map<string, FakeEvent>;
  /** Insert requests received (successful or not). */
  insertCalls: number;
  /** Patch and delete requests received (successful or not). */
  patchCalls: number;
  deleteCalls: number;
  /** The `sendUpdates` of every event insert and delete received ('' when absent): whom Google was asked to mail. */
  sendUpdates: string[];
  /** The next `count` inserts answer 500; with `afterCreate` the event is stored first (a lost answer). */
  failInserts(count: number, afterCreate?: boolean): void;
  /** When true, Meet conference requests fail (no hangoutLink, createRequest status 'failure'). */
  meetFailure: boolean;
  /** Milliseconds each insert waits (after counting it in insertCalls) before it is stored; 0 by default. */
  insertDelayMs: number;
  /** Milliseconds each delete waits (after counting it in deleteCalls) before it acts; 0 by default. */
  deleteDelayMs: number;
  /** Busy intervals freeBusy reports for 'primary' (ISO strings), unless `accountBusy` names the asking account. */
  busy: { start: string; end: string }[];
  /** Busy intervals of the primary calendar of the account with this address, when it asks for 'primary' itself. */
  accountBusy: Record<string, { start: string; end: string }[]>;
  /** freeBusy requests received, by the asking account's address. */
  freeBusyCallsBy: Record<string, number>;
  /** Busy intervals of other calendars the linked account can read (designers', by e-mail address); any other id answers notFound. */
  calendarBusy: Record<string, { start: string; end: string }[]>;
  freeBusyCalls: number;
  /** Refresh tokens issued, and those revoked. */
  refreshTokens: string[];
  revoked: string[];
  /** Messages sent through Gmail (raw MIME). */
  gmailSent: string[];
  stop(): Promise<void>;
}

export interface FakeGoogleOptions {
  clientId: string;
  clientSecret: string;
  /** smtp:// URL Gmail sends relay to. */
  relaySmtpUrl: string;
}

/** Recipients of a raw message's To/Cc headers (unfolded). */
function recipientsOf(raw: string): string[] {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  return head
    .split(/\r?\n/)
    .filter((line) => /^(to|cc):/i.test(line))
    .flatMap((line) => [...line.matchAll(/[^\s<>,"]+@[^\s<>,"]+/g)].map((m) => m[0]));
}

const googleError = (code: number, message: string, reason: string) => ({ error: { code, message, errors: [{ domain: 'global', reason, message }] } });

export async function startFakeGoogle(options: FakeGoogleOptions): Promise<FakeGoogle> {
  const codes = new Map<string, { email: string; challenge: string | null }>(); // code → grant
  const refresh = new Map<string, string>(); // refresh token → email
  const access = new Map<string, string>(); // access token → refresh token
  const deleted = new Set<string>();
  let failing = { count: 0, afterCreate: false };
  const relay = nodemailer.createTransport(options.relaySmtpUrl);
  const token = (prefix: string) => `${prefix}-${randomBytes(12).toString('hex')}`;

  const fake: Omit<FakeGoogle, 'url' | 'stop'> = {
    authorize(authUrl, email = 'owner@ateliercedar.example') {
      const params = new URL(authUrl).searchParams;
      if (params.get('client_id') !== options.clientId) throw new Error('authorize: unknown client_id');
      const method = params.get('code_challenge_method');
      if (params.has('code_challenge') && method !== 'S256') throw new Error(`authorize: unsupported code_challenge_method ${method}`);
      const code = token('code');
      codes.set(code, { email, challenge: params.get('code_challenge') });
      return { code, state: params.get('state') ?? '' };
    },
    events: new Map(),
    insertCalls: 0,
    patchCalls: 0,
    deleteCalls: 0,
    sendUpdates: [],
    failInserts(count, afterCreate = false) {
      failing = { count, afterCreate };
    },
    meetFailure: false,
    insertDelayMs: 0,
    deleteDelayMs: 0,
    busy: [],
    accountBusy: {},
    freeBusyCallsBy: {},
    calendarBusy: {},
    freeBusyCalls: 0,
    refreshTokens: [],
    revoked: [],
    gmailSent: [],
  };

  const app = new Hono();

  app.post('/token', async (c) => {
    const form = await c.req.parseBody();
    const basic = c.req.header('authorization')?.replace(/^Basic /, '');
    const [id, secret] = basic ? Buffer.from(basic, 'base64').toString().split(':') : [form.client_id, form.client_secret];
    if (id !== options.clientId || secret !== options.clientSecret) return c.json({ error: 'invalid_client' }, 401);
    if (form.grant_type === 'authorization_code') {
      const grant = codes.get(String(form.code));
      if (!grant) return c.json({ error: 'invalid_grant', error_description: 'Bad Request' }, 400);
      codes.delete(String(form.code));
      const verifier = typeof form.code_verifier === 'string' ? form.code_verifier : '';
      if (grant.challenge !== null && createHash('sha256').update(verifier).digest('base64url') !== grant.challenge) {
        return c.json({ error: 'invalid_grant', error_description: 'Invalid code verifier.' }, 400);
      }
      const { email } = grant;
      const refreshToken = token('1//refresh');
      refresh.set(refreshToken, email);
      fake.refreshTokens.push(refreshToken);
      const accessToken = token('ya29');
      access.set(accessToken, refreshToken);
      const idToken = [{ alg: 'none' }, { email, email_verified: true, sub: '1' }, {}].map((p) => Buffer.from(JSON.stringify(p)).toString('base64url')).join('.');
      return c.json({ access_token: accessToken, refresh_token: refreshToken, expires_in: 3599, token_type: 'Bearer', scope: 'openid email', id_token: idToken });
    }
    if (form.grant_type === 'refresh_token') {
      const refreshToken = String(form.refresh_token);
      if (!refresh.has(refreshToken)) return c.json({ error: 'invalid_grant', error_description: 'Token has been expired or revoked.' }, 400);
      const accessToken = token('ya29');
      access.set(accessToken, refreshToken);
      return c.json({ access_token: accessToken, expires_in: 3599, token_type: 'Bearer' });
    }
    return c.json({ error: 'unsupported_grant_type' }, 400);
  });

  app.post('/revoke', (c) => {
    const t = c.req.query('token') ?? '';
    const refreshToken = refresh.has(t) ? t : access.get(t);
    if (!refreshToken || !refresh.has(refreshToken)) return c.json({ error: 'invalid_token' }, 400);
    refresh.delete(refreshToken);
    for (const [a, r] of access) if (r === refreshToken) access.delete(a);
    fake.revoked.push(refreshToken);
    return c.json({});
  });

  const api = new Hono();
  const requireAccessToken: MiddlewareHandler = async (c, next) => {
    const bearer = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    if (!bearer || !access.has(bearer)) return c.json(googleError(401, 'Invalid Credentials', 'authError'), 401);
    await next();
  };
  /** The address of the account the request's access token is for. */
  const callerOf = (c: { req: { header(name: string): string | undefined } }) => refresh.get(access.get(/^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')![1])!) ?? '';
  /** The live event `id` of the calling account's calendar. */
  const eventOf = (c: Parameters<typeof callerOf>[0], id: string) => {
    const event = fake.events.get(id);
    return event?.owner === callerOf(c) ? event : undefined;
  };
  api.use('/calendar/*', requireAccessToken);
  api.use('/gmail/*', requireAccessToken);

  api.post('/calendar/v3/calendars/:calendarId/events', async (c) => {
    fake.insertCalls++;
    fake.sendUpdates.push(c.req.query('sendUpdates') ?? '');
    if (fake.insertDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.insertDelayMs));
    const body = (await c.req.json()) as Partial<FakeEvent> & { conferenceData?: { createRequest?: { requestId: string } } };
    const id = body.id ?? token('ev').replace('-', '');
    const store = () => {
      const event: FakeEvent = {
        id,
        summary: body.summary ?? '',
        description: body.description ?? '',
        start: body.start!,
        end: body.end!,
        attendees: body.attendees ?? [],
        owner: callerOf(c),
        ...(body.transparency ? { transparency: body.transparency } : {}),
        htmlLink: `https://calendar.google.com/calendar/event?eid=${id}`,
      };
      const request = c.req.query('conferenceDataVersion') === '1' ? body.conferenceData?.createRequest : undefined;
      if (request && fake.meetFailure) {
        event.conferenceData = { createRequest: { requestId: request.requestId, status: { statusCode: 'failure' } } };
      } else if (request) {
        event.hangoutLink = `https://meet.google.com/${id.slice(-10, -7)}-${id.slice(-7, -3)}-${id.slice(-3)}`;
        event.conferenceData = {
          createRequest: { requestId: request.requestId, status: { statusCode: 'success' } },
          entryPoints: [{ entryPointType: 'video', uri: event.hangoutLink }],
        };
      }
      fake.events.set(id, event);
      return event;
    };
    if (fake.events.has(id) || deleted.has(`${callerOf(c)}/${id}`)) return c.json(googleError(409, 'The requested identifier already exists.', 'duplicate'), 409);
    if (failing.count > 0) {
      failing.count--;
      if (failing.afterCreate) store();
      return c.json(googleError(500, 'Backend Error', 'backendError'), 500);
    }
    return c.json(store());
  });

  api.get('/calendar/v3/calendars/:calendarId/events/:eventId', (c) => {
    const event = eventOf(c, c.req.param('eventId'));
    return event ? c.json(event) : c.json(googleError(404, 'Not Found', 'notFound'), 404);
  });

  api.patch('/calendar/v3/calendars/:calendarId/events/:eventId', async (c) => {
    fake.patchCalls++;
    fake.sendUpdates.push(c.req.query('sendUpdates') ?? '');
    const event = eventOf(c, c.req.param('eventId'));
    if (!event) return c.json(googleError(404, 'Not Found', 'notFound'), 404);
    const body = (await c.req.json()) as Partial<FakeEvent>;
    for (const field of ['summary', 'description', 'start', 'end', 'transparency', 'attendees'] as const) if (body[field] !== undefined) Object.assign(event, { [field]: body[field] });
    return c.json(event);
  });

  api.delete('/calendar/v3/calendars/:calendarId/events/:eventId', async (c) => {
    fake.deleteCalls++;
    if (fake.deleteDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.deleteDelayMs));
    const id = c.req.param('eventId');
    fake.sendUpdates.push(c.req.query('sendUpdates') ?? '');
    const key = `${callerOf(c)}/${id}`;
    if (deleted.has(key)) return c.json(googleError(410, 'Resource has been deleted', 'deleted'), 410);
    if (!eventOf(c, id)) return c.json(googleError(404, 'Not Found', 'notFound'), 404);
    fake.events.delete(id);
    deleted.add(key);
    return c.body(null, 204);
  });

  api.post('/calendar/v3/freeBusy', async (c) => {
    fake.freeBusyCalls++;
    const caller = callerOf(c);
    fake.freeBusyCallsBy[caller] = (fake.freeBusyCallsBy[caller] ?? 0) + 1;
    const { timeMin, timeMax, items } = (await c.req.json()) as { timeMin: string; timeMax: string; items: { id: string }[] };
    const inWindow = (list: { start: string; end: string }[]) => list.filter((b) => Date.parse(b.start) < Date.parse(timeMax) && Date.parse(b.end) > Date.parse(timeMin));
    const calendars = Object.fromEntries(
      items.map(({ id }) => {
        const list = id === 'primary' ? (fake.accountBusy[caller] ?? fake.busy) : fake.calendarBusy[id];
        return [id, list ? { busy: inWindow(list) } : { busy: [], errors: [{ domain: 'global', reason: 'notFound' }] }];
      }),
    );
    return c.json({ kind: 'calendar#freeBusy', timeMin, timeMax, calendars });
  });

  api.post('/gmail/v1/users/:userId/messages/send', async (c) => {
    const { raw } = (await c.req.json()) as { raw: string };
    const message = Buffer.from(raw, 'base64url').toString('utf8');
    const from = /^From:.*?([^\s<>"]+@[^\s<>"]+)/im.exec(message)?.[1] ?? 'unknown@example.com';
    fake.gmailSent.push(message);
    await relay.sendMail({ envelope: { from, to: recipientsOf(message) }, raw: message });
    return c.json({ id: token('msg'), threadId: token('thread'), labelIds: ['SENT'] });
  });

  app.route('/', api);

  let server: ServerType;
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(info.port));
  });
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as FakeGoogle;
}
