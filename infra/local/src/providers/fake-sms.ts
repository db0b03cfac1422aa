/**
 * A fake of Twilio's Messages API for tests: local HTTP on 127.0.0.1, reached through TWILIO_API_URL
 * (= `url`). `POST /2010-04-01/Accounts/{AccountSid}/Messages.json` (form-encoded To, From, Body;
 * Basic auth with the account SID and auth token) answers 201 with Twilio's message resource
 * `{ sid: 'SM…', status: 'queued', to, from, body, … }` and records the message (`sent`), or Twilio's
 * error body `{ code, message, more_info, status }`: 401/20003 for wrong credentials, 400/21211 for an
 * invalid 'To' (not E.164, or in `invalidNumbers`), 400/21602 without a Body, 500/20500 while
 * `failNext(n)` is pending.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

/** A message the fake took. */
export interface SentSms {
  sid: string;
  to: string;
  from: string;
  body: string;
  receivedAt: Date;
}

export interface FakeSms {
  /** http://127.0.0.1:port (TWILIO_API_URL) */
  url: string;
  /** Every message taken, oldest first. */
  sent: SentSms[];
  /** Numbers ('+' and digits) answered 400 / 21211 "Invalid 'To' Phone Number". */
  invalidNumbers: Set<string>;
  /** The next `count` sends answer 500 / 20500 'Internal Server Error'. */
  failNext(count: number): void;
  stop(): Promise<void>;
}

const twilioError = (status: number, code: number, message: string) => [status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }] as const;

/** Starts the fake for the account `accountSid` with `authToken`. */
export async function startFakeSms({ accountSid, authToken }: { accountSid: string; authToken: string }): Promise<FakeSms> {
  let failing = 0;
  const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const fake = { sent: [] as SentSms[], invalidNumbers: new Set<string>() };

  const answer = (path: string, authorization: string | undefined, form: URLSearchParams): readonly [number, unknown] => {
    if (path !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) return twilioError(404, 20404, 'The requested resource was not found');
    if (authorization !== expected) return twilioError(401, 20003, 'Authenticate');
    const [to, from, body] = [form.get('To') ?? '', form.get('From') ?? '', form.get('Body') ?? ''];
    if (!/^\+[1-9][0-9]{6,14}$/.test(to) || fake.invalidNumbers.has(to)) return twilioError(400, 21211, `Invalid 'To' Phone Number: ${to}`);
    if (!body) return twilioError(400, 21602, 'Message body is required.');
    if (failing > 0) {
      failing--;
      return twilioError(500, 20500, 'Internal Server Error');
    }
    const message: SentSms = { sid: `SM${randomBytes(16).toString('hex')}`, to, from, body, receivedAt: new Date() };
    fake.sent.push(message);
    const created = message.receivedAt.toUTCString();
    return [201, { sid: message.sid, account_sid: accountSid, to, from, body, status: 'queued', direction: 'outbound-api', num_segments: '1', date_created: created, date_updated: created, error_code: null, error_message: null }];
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const [status, body] = request.method === 'POST' ? answer(new URL(request.url ?? '/', 'http://fake').pathname, request.headers.authorization, new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) : twilioError(405, 20004, 'Method not allowed');
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
  });
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    failNext(count: number) {
      failing = count;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
