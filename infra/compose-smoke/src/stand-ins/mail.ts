/**
 * Stand-in mail relay for the compose smoke run: an SMTP server on port 1025 (no auth, no TLS) that
 * accepts every message and stores it as /data/mail/<time>-<n>.eml.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';

const mailDir = '/data/mail';
mkdirSync(mailDir, { recursive: true });
let count = 0;
const server = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  async onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    writeFileSync(`${mailDir}/${Date.now()}-${++count}.eml`, Buffer.concat(chunks));
    callback();
  },
});
server.listen(1025, '0.0.0.0', () => console.log('mail stand-in listening on :1025'));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
