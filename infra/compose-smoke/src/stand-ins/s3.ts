/**
 * Stand-in for the `minio` service in the compose smoke run: s3rver on port 9000 storing in /data,
 * accepting the same credentials MinIO is given (MINIO_ROOT_USER / MINIO_ROOT_PASSWORD).
 */
import S3rver from 's3rver';
import account from 's3rver/lib/models/account.js';

const { MINIO_ROOT_USER: user, MINIO_ROOT_PASSWORD: password } = process.env;
if (!user || !password) throw new Error('set MINIO_ROOT_USER and MINIO_ROOT_PASSWORD');
// s3rver checks signatures against the keys of its one built-in account
account.DUMMY_ACCOUNT.createKeyPair(user, password);

// path-style requests only: the host name `minio` is not a bucket
const server = new S3rver({ address: '0.0.0.0', port: 9000, silent: true, directory: '/data', vhostBuckets: false });
await server.run();
console.log('s3 stand-in listening on :9000');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void server.close().then(() => process.exit(0)));
