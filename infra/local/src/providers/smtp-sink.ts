/**
 * An SMTP server that accepts every message (no auth, no TLS) and keeps it for inspection: in memory
 * for tests (messages(), waitFor()) and, when a dataDir is given, as .eml files under dataDir/mail
 * that any mail client opens.
 */
import { EventEmitter } from 'node:events';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  from: string;
  /** Envelope recipients (To, Cc and Bcc alike). */
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
  receivedAt: Date;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:port */
  url: string;
  port: number;
  /** Folder holding one .eml file per message, when a dataDir was given. */
  mailDir?: string;
  messages(): Promise<CapturedMail[]>;
  /** The first message (already received or arriving within timeoutMs) that matches predicate. */
  waitFor(predicate: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  stop(): Promise<void>;
}

export interface SmtpSinkOptions {
  dataDir?: string;
}

export async function startSmtpSink({ dataDir }: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const mailDir = dataDir ? join(dataDir, 'mail') : undefined;
  if (mailDir) mkdirSync(mailDir, { recursive: true });
  const received: CapturedMail[] = [];
  const arrivals = new EventEmitter();

  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    closeTimeout: 1000,
    async onData(stream, session, callback) {
      try {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        const raw = Buffer.concat(chunks);
        const parsed = await simpleParser(raw);
        const mail: CapturedMail = {
          from: parsed.from?.text || (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          attachments: parsed.attachments.map((attachment) => ({
            filename: attachment.filename ?? '',
            contentType: attachment.contentType,
            content: attachment.content,
          })),
          receivedAt: new Date(),
        };
        if (mailDir) writeFileSync(join(mailDir, emlName(mail, received.length)), raw);
        received.push(mail);
        arrivals.emit('mail', mail);
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });

  const port = await new Promise<number>((resolve, reject) => {
    server.on('error', reject);
    const listener = server.listen(0, '127.0.0.1', () => {
      const address = listener.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mailDir,
    messages: async () => [...received],
    waitFor(predicate, timeoutMs = 10_000) {
      const found = received.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const onMail = (mail: CapturedMail) => {
          if (!predicate(mail)) return;
          clearTimeout(timer);
          arrivals.off('mail', onMail);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          arrivals.off('mail', onMail);
          const subjects = received.map((mail) => `"${mail.subject}" to ${mail.to.join(', ')}`).join('; ') || 'none';
          reject(new Error(`no matching e-mail within ${timeoutMs} ms (received: ${subjects})`));
        }, timeoutMs);
        arrivals.on('mail', onMail);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A sortable, readable file name: time, sequence number, subject. */
function emlName(mail: CapturedMail, sequence: number): string {
  const time = mail.receivedAt.toISOString().replace(/[:.]/g, '-');
  const subject = mail.subject.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').slice(0, 60) || 'no-subject';
  return `${time}-${String(sequence).padStart(4, '0')}-${subject}.eml`;
}
