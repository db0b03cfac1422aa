/**
 * Stand-in for `mongosh` in the mongo healthcheck (`mongosh --quiet --eval "db.adminCommand('ping').ok"`):
 * sends one `ping` OP_MSG to 127.0.0.1:27017, prints its `ok` and exits 0 when it is 1. Arguments are
 * ignored.
 */
import { connect } from 'node:net';
import { BSON } from 'bson';

const OP_MSG = 2013;
const body = BSON.serialize({ ping: 1, $db: 'admin' });
const header = Buffer.alloc(21);
header.writeInt32LE(21 + body.length, 0);
header.writeInt32LE(1, 4);
header.writeInt32LE(0, 8);
header.writeInt32LE(OP_MSG, 12);
header.writeUInt32LE(0, 16);
header.writeUInt8(0, 20);

const socket = connect(27017, '127.0.0.1');
socket.setTimeout(3000, () => process.exit(1));
socket.on('error', () => process.exit(1));
socket.write(Buffer.concat([header, body]));
let received = Buffer.alloc(0);
socket.on('data', (chunk) => {
  received = Buffer.concat([received, chunk]);
  if (received.length < 4 || received.length < received.readInt32LE(0)) return;
  const reply = BSON.deserialize(received.subarray(21));
  console.log(reply.ok);
  process.exit(reply.ok === 1 ? 0 : 1);
});
