/** s3rver's built-in account (no types ship with s3rver): the keys it checks signatures with. */
declare module 's3rver/lib/models/account.js' {
  const account: { DUMMY_ACCOUNT: { createKeyPair(accessKeyId: string, secretAccessKey: string): void } };
  export default account;
}
