/**
 * Wire-level behaviour drivers rarely exercise: OP_MSG document sequences,
 * moreToCome (no reply), OP_QUERY limited to the legacy handshake.
 */
import { deserialize, serialize, type Document } from 'bson';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedMongo, type EmbeddedMongo } from './index';
import { FrameReader, OP_MSG, OP_QUERY, OP_REPLY } from './wire';

let server: EmbeddedMongo;
let socket: net.Socket;
const replies: Buffer[] = [];
let waiting: (() => void) | null = null;

beforeAll(async () => {
  server = await startEmbeddedMongo({});
  socket = net.connect(server.port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  const reader = new FrameReader();
  socket.on('data', (chunk) => {
    replies.push(...reader.push(chunk));
    waiting?.();
  });
});

afterAll(async () => {
  socket.destroy();
  await server.close();
});

function message(requestId: number, opCode: number, payload: Buffer): Buffer {
  const head = Buffer.alloc(16);
  head.writeInt32LE(16 + payload.length, 0);
  head.writeInt32LE(requestId, 4);
  head.writeInt32LE(opCode, 12);
  return Buffer.concat([head, payload]);
}

function opMsg(requestId: number, body: Document, sequence?: { id: string; docs: Document[] }, flags = 0): Buffer {
  const parts = [Buffer.from([flags, 0, 0, 0]), Buffer.from([0]), Buffer.from(serialize(body))];
  if (sequence) {
    const docs = Buffer.concat(sequence.docs.map((d) => Buffer.from(serialize(d))));
    const name = Buffer.from(`${sequence.id}\0`);
    const size = Buffer.alloc(4);
    size.writeInt32LE(4 + name.length + docs.length, 0);
    parts.push(Buffer.from([1]), size, name, docs);
  }
  return message(requestId, OP_MSG, Buffer.concat(parts));
}

function opQuery(requestId: number, collection: string, query: Document): Buffer {
  const counts = Buffer.alloc(8);
  counts.writeInt32LE(-1, 4);
  return message(requestId, OP_QUERY, Buffer.concat([Buffer.alloc(4), Buffer.from(`${collection}\0`), counts, Buffer.from(serialize(query))]));
}

/** Sends bytes and resolves with the next reply: its responseTo, opCode and body document. */
async function roundTrip(bytes: Buffer): Promise<{ responseTo: number; opCode: number; body: Document }> {
  socket.write(bytes);
  while (replies.length === 0) await new Promise<void>((resolve) => (waiting = resolve));
  const reply = replies.shift()!;
  const opCode = reply.readInt32LE(12);
  const bodyAt = opCode === OP_REPLY ? 36 : 21;
  return { responseTo: reply.readInt32LE(8), opCode, body: deserialize(reply.subarray(bodyAt)) };
}

describe('wire protocol', () => {
  it('answers the legacy OP_QUERY handshake with OP_REPLY', async () => {
    const reply = await roundTrip(opQuery(7, 'admin.$cmd', { isMaster: 1, helloOk: true }));
    expect(reply).toMatchObject({ responseTo: 7, opCode: OP_REPLY, body: { ismaster: true, helloOk: true, maxWireVersion: 21, ok: 1 } });
  });

  it('refuses other commands over OP_QUERY like mongod 7', async () => {
    const reply = await roundTrip(opQuery(8, 'app.$cmd', { find: 'c' }));
    expect(reply.body).toMatchObject({ ok: 0, code: 352, codeName: 'UnsupportedOpQueryCommand' });
  });

  it('merges OP_MSG document sequences into the command', async () => {
    const insert = await roundTrip(opMsg(9, { insert: 'seq', $db: 'app' }, { id: 'documents', docs: [{ a: 1 }, { a: 2 }] }));
    expect(insert).toMatchObject({ responseTo: 9, opCode: OP_MSG, body: { n: 2, ok: 1 } });
  });

  it('sends no reply when the client sets moreToCome', async () => {
    socket.write(opMsg(10, { insert: 'seq', documents: [{ a: 3 }], $db: 'app' }, undefined, 2));
    const count = await roundTrip(opMsg(11, { count: 'seq', $db: 'app' }));
    expect(count).toMatchObject({ responseTo: 11, body: { n: 3, ok: 1 } });
  });
});
