/** Infrastructure for the local runner and for service tests: each start* returns URLs and stop(). */
export { freePort } from './free-port';
export { startFakeGoogle, type FakeGoogle } from './fake-google';
export { nginxBinary } from './nginx';
export { containerRuntimeAvailable } from './container-runtime';
export { startMongo, type MongoHandle, type MongoOptions } from './mongo';
export { startRedis, type RedisHandle, type RedisOptions } from './redis';
export { startS3, s3Client, S3_REGION, type S3Handle, type S3Options } from './s3';
export { startFakeSms, type FakeSms, type SentSms } from './fake-sms';
export { startFakeWhatsApp, type FakeWhatsApp, type FakeWhatsAppOptions, type SentWhatsApp } from './fake-whatsapp';
export { startSmtpSink, type CapturedMail, type SmtpSink, type SmtpSinkOptions } from './smtp-sink';
export type { RestartableProcess } from './restartable';
