/**
 * Renders and validates the Kubernetes overlays: `kubectl kustomize` (Debian's kubernetes-client,
 * offline) over a copy of deploy/ whose Secrets' env files are made from their examples
 * (secrets.ts), every object checked against its API schema (kubernetes-models' validate) and our
 * rules (policy.ts).
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parseAllDocuments } from 'yaml';
import { type K8sObject, policyProblems } from './policy';
import { writeSecrets } from './secrets';

const run = promisify(execFile);

/**
 * `kubectl kustomize dir`, parsed: one object per YAML document (a Secret's base64 values, which
 * kubectl wraps in lines, unwrapped as the API server reads them). Throws kubectl's message when it fails.
 */
export async function render(dir: string): Promise<K8sObject[]> {
  const { stdout } = await run('kubectl', ['kustomize', dir], { maxBuffer: 64 * 1024 * 1024 });
  const objects = parseAllDocuments(stdout)
    .map((doc) => doc.toJS() as K8sObject | null)
    .filter((object): object is K8sObject => object !== null);
  for (const object of objects) {
    const data = object.kind === 'Secret' ? (object.data as Record<string, string> | undefined) : undefined;
    for (const key of Object.keys(data ?? {})) data![key] = data![key].replace(/\s/g, '');
  }
  return objects;
}

/** The API schema's complaints about `object` ('' when valid). */
export async function schemaProblem(object: K8sObject): Promise<string> {
  let module: Record<string, new (data: unknown) => { validate(): void }>;
  try {
    module = await import(`kubernetes-models/${object.apiVersion}`);
  } catch {
    return `${object.kind} ${object.metadata.name}: unknown apiVersion ${object.apiVersion}`;
  }
  const Model = module[object.kind];
  if (!Model) return `${object.kind} ${object.metadata.name}: unknown kind in ${object.apiVersion}`;
  try {
    new Model(object).validate();
    return '';
  } catch (error) {
    return `${object.kind} ${object.metadata.name}: ${(error as Error).message}`;
  }
}

/** Every schema and policy problem of one rendered overlay. */
export async function overlayProblems(objects: K8sObject[]): Promise<string[]> {
  const schema = (await Promise.all(objects.map(schemaProblem))).filter(Boolean);
  return [...schema, ...policyProblems(objects)];
}

/**
 * A temporary copy of `deployDir` (the repository's deploy/) with each overlay's secrets made from
 * its examples (never an operator's real ones); `cleanup` removes it.
 */
export function stagedDeploy(deployDir: string, overlays: string[]): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'k8s-check-'));
  cpSync(deployDir, dir, { recursive: true, filter: (source) => !/\/secrets\/[^/]+\.env$/.test(source) });
  for (const overlay of overlays) writeSecrets(join(dir, 'kubernetes/overlays', overlay));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
