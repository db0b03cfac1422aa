/**
 * A notification job's failed attempt is counted under the step that failed
 * (`queue_job_failures_total{kind}`): a relay that refuses the connection marks the error 'mail'.
 */
import { createServer } from 'node:net';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { failureKind } from '@cabinetry/shared/server/metrics';
import type { GoogleLink } from '../google/account';
import { createMailer } from './mailer';

/** A port nothing listens on (bound, then closed). */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('failed step of a mail job', () => {
  it("marks an SMTP failure 'mail'", async () => {
    const smtp = nodemailer.createTransport({ url: `smtp://127.0.0.1:${await closedPort()}`, connectionTimeout: 2_000 });
    const noAccount = { linked: async () => null } as unknown as GoogleLink;
    const mailer = createMailer(smtp, noAccount, 'Atelier Cedar <studio@example.com>');
    const err = await mailer.send({ to: 'customer@example.com', subject: 'Your appointment', text: 'See you' }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(err).toBeInstanceOf(Error);
    expect(failureKind(err, 'other')).toBe('mail');
  });
});
