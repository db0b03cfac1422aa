/**
 * Stand-in for SeaweedFS's `weed` command, the part the bucket job runs (deploy/data-stores/
 * s3-init.sh): `weed shell -master=HOST:PORT` reads shell commands from standard input and prints
 * their output. The commands go to the S3 stand-in's POST /shell on that port (s3.ts), which runs
 * them as SeaweedFS does. Exits 0 once they ran (weed shell goes on after a failing command too).
 */

const [command, ...args] = process.argv.slice(2);
if (command !== 'shell') {
  console.error(`weed stand-in: unsupported command ${process.argv.slice(2).join(' ')}`);
  process.exit(2);
}
const master = args.find((arg) => arg.startsWith('-master='))?.slice('-master='.length) ?? 'localhost:9333';
const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const res = await fetch(`http://${master}/shell`, { method: 'POST', body: Buffer.concat(chunks), signal: AbortSignal.timeout(10_000) }).catch((error: Error) => {
  console.error(`weed stand-in: master ${master} not reachable: ${error.message}`);
  process.exit(1);
});
process.stdout.write(await res.text());
process.exit(res.ok ? 0 : 1);
