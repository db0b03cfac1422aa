/**
 * Stand-in for MinIO's `mc`, the subset the compose file runs: `mc ready ALIAS` (the minio
 * healthcheck: the server on 127.0.0.1:9000 answers), `mc alias set ALIAS URL KEY SECRET` and
 * `mc mb --ignore-existing ALIAS/BUCKET...` (the minio-init job). Aliases live in ~/.mc-stand-in.json.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'minio';

const aliasFile = join(homedir(), '.mc-stand-in.json');
const [command, ...args] = process.argv.slice(2);

if (command === 'ready') {
  const response = await fetch('http://127.0.0.1:9000/', { signal: AbortSignal.timeout(3000) }).catch(() => undefined);
  process.exit(response ? 0 : 1);
} else if (command === 'alias' && args[0] === 'set') {
  const [, alias, url, accessKey, secretKey] = args;
  writeFileSync(aliasFile, JSON.stringify({ [alias]: { url, accessKey, secretKey } }));
} else if (command === 'mb') {
  const aliases = JSON.parse(readFileSync(aliasFile, 'utf8')) as Record<string, { url: string; accessKey: string; secretKey: string }>;
  for (const target of args.filter((arg) => !arg.startsWith('--'))) {
    const [alias, bucket] = target.split('/');
    const { url, accessKey, secretKey } = aliases[alias];
    const { hostname, port, protocol } = new URL(url);
    const client = new Client({ endPoint: hostname, port: Number(port), useSSL: protocol === 'https:', accessKey, secretKey, region: 'us-east-1' });
    await client.makeBucket(bucket, 'us-east-1').catch((error: { code?: string }) => {
      if (!args.includes('--ignore-existing') || !['BucketAlreadyOwnedByYou', 'BucketAlreadyExists'].includes(error.code ?? '')) throw error;
    });
    console.log(`Bucket created successfully \`${target}\`.`);
  }
} else {
  console.error(`mc stand-in: unsupported command ${process.argv.slice(2).join(' ')}`);
  process.exit(2);
}
