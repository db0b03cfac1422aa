/**
 * TCP listener: frames each connection's byte stream, answers requests one at
 * a time per connection (OP_MSG through the dispatcher, OP_QUERY only for the
 * legacy handshake), and closes connections that send anything else.
 */
import type { Document } from 'bson';
import net from 'node:net';
import type { Dispatcher } from './dispatch';
import { CommandError } from './errors';
import { decodeMessage, encodeMsgReply, encodeOpReply, FrameReader, type WireRequest } from './wire';

/** Commands a mongod 7.0 still accepts over OP_QUERY. */
const OP_QUERY_COMMANDS = new Set(['hello', 'isMaster', 'ismaster']);

/** A listening server. */
export interface WireServer {
  port: number;
  close(): Promise<void>;
}

/** Listens on host:port (0 picks a free port) and serves requests through `dispatcher`. */
export async function listen(host: string, port: number, dispatcher: Dispatcher): Promise<WireServer> {
  const sockets = new Set<net.Socket>();
  let nextConnectionId = 1;
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    serveConnection(socket, nextConnectionId++, dispatcher);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function serveConnection(socket: net.Socket, connectionId: number, dispatcher: Dispatcher): void {
  socket.setNoDelay(true);
  socket.on('close', () => dispatcher.closeConnection(connectionId));
  const reader = new FrameReader();
  let queue = Promise.resolve();
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk) => {
    let frames: Buffer[];
    try {
      frames = reader.push(chunk);
    } catch {
      socket.destroy();
      return;
    }
    for (const frame of frames) {
      queue = queue
        .then(async () => {
          const reply = await answer(decodeMessage(frame), connectionId, dispatcher);
          if (reply === undefined) socket.destroy();
          else if (reply && !socket.destroyed) socket.write(reply);
        })
        .catch(() => {
          socket.destroy();
        });
    }
  });
}

/** The encoded reply to a request: null when none is expected, undefined to drop the connection. */
async function answer(request: WireRequest, connectionId: number, dispatcher: Dispatcher): Promise<Buffer | null | undefined> {
  switch (request.kind) {
    case 'msg': {
      const reply = await dispatcher.run(request.body, connectionId);
      return request.moreToCome ? null : encodeMsgReply(request.requestId, reply);
    }
    case 'query': {
      const reply = await answerOpQuery(request.collection, request.query, connectionId, dispatcher);
      return encodeOpReply(request.requestId, reply);
    }
    case 'unsupported':
      return undefined;
  }
}

function answerOpQuery(collection: string, query: Document, connectionId: number, dispatcher: Dispatcher): Promise<Document> | Document {
  const name = Object.keys(query)[0] ?? '';
  if (!collection.endsWith('.$cmd') || !OP_QUERY_COMMANDS.has(name)) {
    return new CommandError(
      'UnsupportedOpQueryCommand',
      `Unsupported OP_QUERY command: ${name}. The client driver may require an upgrade. For more details see https://dochub.mongodb.org/core/legacy-opcode-removal`,
    ).toReply();
  }
  return dispatcher.run({ ...query, $db: collection.slice(0, -'.$cmd'.length) }, connectionId);
}
