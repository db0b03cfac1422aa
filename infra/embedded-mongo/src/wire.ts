/**
 * MongoDB wire protocol codec: splits a byte stream into messages, decodes
 * OP_MSG and legacy OP_QUERY requests, and encodes OP_MSG / OP_REPLY replies.
 */
import { deserialize, serialize, type Document } from 'bson';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_MSG = 2013;

/** Largest message accepted or produced (the value advertised in hello). */
export const MAX_MESSAGE_BYTES = 48_000_000;

const HEADER_BYTES = 16;
const FLAG_CHECKSUM_PRESENT = 1 << 0;
const FLAG_MORE_TO_COME = 1 << 1;

/** A decoded client request. */
export type WireRequest =
  | { kind: 'msg'; requestId: number; body: Document; moreToCome: boolean }
  | { kind: 'query'; requestId: number; collection: string; query: Document }
  | { kind: 'unsupported'; requestId: number; opCode: number };

/** Accumulates socket chunks and yields complete wire messages. */
export class FrameReader {
  private chunks: Buffer[] = [];
  private buffered = 0;

  /** Adds a chunk; returns every message now complete. Throws on an invalid length. */
  push(chunk: Buffer): Buffer[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const frames: Buffer[] = [];
    while (this.buffered >= 4) {
      if (this.chunks[0].length < 4) this.chunks = [Buffer.concat(this.chunks)];
      const length = this.chunks[0].readInt32LE(0);
      if (length < HEADER_BYTES || length > MAX_MESSAGE_BYTES) {
        throw new Error(`invalid message length ${length}`);
      }
      if (this.buffered < length) break;
      const all = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks);
      frames.push(all.subarray(0, length));
      const rest = all.subarray(length);
      this.chunks = rest.length ? [rest] : [];
      this.buffered = rest.length;
    }
    return frames;
  }
}

/** Decodes one complete wire message. */
export function decodeMessage(frame: Buffer): WireRequest {
  const requestId = frame.readInt32LE(4);
  const opCode = frame.readInt32LE(12);
  if (opCode === OP_MSG) return decodeOpMsg(frame, requestId);
  if (opCode === OP_QUERY) return decodeOpQuery(frame, requestId);
  return { kind: 'unsupported', requestId, opCode };
}

function decodeOpMsg(frame: Buffer, requestId: number): WireRequest {
  const flags = frame.readUInt32LE(HEADER_BYTES);
  const end = flags & FLAG_CHECKSUM_PRESENT ? frame.length - 4 : frame.length;
  let offset = HEADER_BYTES + 4;
  let body: Document | undefined;
  const sequences: Array<[string, Document[]]> = [];
  while (offset < end) {
    const kind = frame[offset++];
    if (kind === 0) {
      const size = frame.readInt32LE(offset);
      body = deserialize(frame.subarray(offset, offset + size));
      offset += size;
    } else if (kind === 1) {
      const size = frame.readInt32LE(offset);
      const sectionEnd = offset + size;
      const nameEnd = frame.indexOf(0, offset + 4);
      const identifier = frame.toString('utf8', offset + 4, nameEnd);
      const docs: Document[] = [];
      for (let pos = nameEnd + 1; pos < sectionEnd; ) {
        const docSize = frame.readInt32LE(pos);
        docs.push(deserialize(frame.subarray(pos, pos + docSize)));
        pos += docSize;
      }
      sequences.push([identifier, docs]);
      offset = sectionEnd;
    } else {
      throw new Error(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!body) throw new Error('OP_MSG without a body section');
  for (const [identifier, docs] of sequences) {
    body[identifier] = [...(Array.isArray(body[identifier]) ? body[identifier] : []), ...docs];
  }
  return { kind: 'msg', requestId, body, moreToCome: (flags & FLAG_MORE_TO_COME) !== 0 };
}

function decodeOpQuery(frame: Buffer, requestId: number): WireRequest {
  const nameStart = HEADER_BYTES + 4;
  const nameEnd = frame.indexOf(0, nameStart);
  const collection = frame.toString('utf8', nameStart, nameEnd);
  const queryStart = nameEnd + 1 + 8; // skip numberToSkip and numberToReturn
  const size = frame.readInt32LE(queryStart);
  const raw = deserialize(frame.subarray(queryStart, queryStart + size));
  const query = raw.$query && typeof raw.$query === 'object' ? (raw.$query as Document) : raw;
  return { kind: 'query', requestId, collection, query };
}

let nextRequestId = 1;

function header(length: number, responseTo: number, opCode: number): Buffer {
  const head = Buffer.alloc(HEADER_BYTES);
  head.writeInt32LE(length, 0);
  head.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  head.writeInt32LE(responseTo, 8);
  head.writeInt32LE(opCode, 12);
  return head;
}

/** Encodes an OP_MSG reply carrying one body document. */
export function encodeMsgReply(responseTo: number, body: Document): Buffer {
  const doc = serialize(body);
  const prefix = Buffer.alloc(5); // flagBits = 0, section kind 0
  return Buffer.concat([header(HEADER_BYTES + prefix.length + doc.length, responseTo, OP_MSG), prefix, doc]);
}

/** Encodes a legacy OP_REPLY carrying one document (answer to OP_QUERY). */
export function encodeOpReply(responseTo: number, body: Document): Buffer {
  const doc = serialize(body);
  const fields = Buffer.alloc(20); // responseFlags, cursorID (int64), startingFrom, numberReturned
  fields.writeInt32LE(1, 16);
  return Buffer.concat([header(HEADER_BYTES + fields.length + doc.length, responseTo, OP_REPLY), fields, doc]);
}
