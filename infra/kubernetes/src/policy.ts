/**
 * Our rules for the rendered Kubernetes objects, beyond the API schemas: every container with
 * resource requests and limits, non-root, no privilege escalation, a read-only root file system
 * and all capabilities dropped; Deployments and StatefulSets with readiness and liveness probes
 * (Deployments' on a /health-style path); image tags pinned (no `latest`, no untagged image);
 * each workload given only the Secrets WORKLOAD_SECRETS allows it, all of which exist; a
 * PodDisruptionBudget for every Deployment; HorizontalPodAutoscalers for AUTOSCALED; default-deny
 * ingress and egress NetworkPolicies, and no egress out of the namespace's pods but DNS (port 53 to
 * kube-system) and the ports EXTERNAL_EGRESS allows each workload; an Ingress with TLS. Pure:
 * `policyProblems` lists what is wrong.
 */

/** A rendered object, as parsed from YAML. */

export type K8sObject = { apiVersion: string; kind: string; metadata: { name: string; [key: string]: unknown }; [key: string]: unknown };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** The Secrets (by generator name) each workload may read; anything else is a leak. */
export const WORKLOAD_SECRETS: Record<string, string[]> = {
  identity: ['mongo-identity', 'redis-identity', 'jwt', 'internal-token', 'setup-token'],
  catalogue: ['mongo-catalogue', 'redis-catalogue', 'jwt', 'internal-token', 's3-catalogue'],
  onboarding: ['mongo-onboarding', 'redis-onboarding', 'jwt', 'internal-token', 'customer-session', 's3-onboarding', 'privacy'],
  scheduling: ['mongo-scheduling', 'redis-scheduling', 'jwt', 'internal-token', 'customer-session', 'smtp', 'google', 'whatsapp', 'sms', 'privacy'],
  'scheduling-worker': ['mongo-scheduling', 'redis-scheduling-worker', 'jwt', 'internal-token', 'customer-session', 'smtp', 'google', 'whatsapp', 'sms', 'privacy'],
  gateway: [],
  frontend: [],
  mongo: ['mongo-admin'],
  redis: ['redis-server'],
  s3: [],
  's3-init': ['s3-admin'],
};

/**
 * The ports each workload may reach outside the namespace's pods (egress rules with no `to`, or an
 * ipBlock): the data stores (MongoDB 27017, Redis 6379, S3 8333 or 443), Google's APIs (443) and the
 * mail relay (25, 465, 587). Anything else is a way out for a compromised pod.
 */
export const EXTERNAL_EGRESS: Record<string, number[]> = {
  identity: [27017, 6379],
  catalogue: [27017, 6379, 8333, 443],
  onboarding: [27017, 6379, 8333, 443],
  scheduling: [27017, 6379, 443, 587, 465, 25],
  'scheduling-worker': [27017, 6379, 443, 587, 465, 25],
};

/** Deployments that must scale with load. */
export const AUTOSCALED = ['gateway', 'catalogue', 'onboarding', 'scheduling'];

const WORKLOAD_KINDS = new Set(['Deployment', 'StatefulSet', 'Job']);

/** A generated Secret's name without kustomize's content-hash suffix (`jwt-7c9k5m8g2h` → `jwt`). */
export const generatorName = (name: string): string => name.replace(/-[a-z0-9]{10}$/, '');

/** An image reference pinned to a tag other than `latest`, or to a digest. */
export function pinnedImage(image: string): boolean {
  if (/@sha256:[0-9a-f]{64}$/.test(image)) return true;
  const tag = /:([\w][\w.-]{0,127})$/.exec(image.slice(image.lastIndexOf('/') + 1))?.[1];
  return tag !== undefined && tag !== 'latest';
}

/** Names of the Secrets a pod spec reads (env, envFrom, volumes), generator names. */
function secretsOf(pod: Any): string[] {
  const names = new Set<string>();
  for (const container of [...(pod.containers ?? []), ...(pod.initContainers ?? [])]) {
    for (const env of container.env ?? []) if (env.valueFrom?.secretKeyRef) names.add(env.valueFrom.secretKeyRef.name);
    for (const from of container.envFrom ?? []) if (from.secretRef) names.add(from.secretRef.name);
  }
  for (const volume of pod.volumes ?? []) if (volume.secret) names.add(volume.secret.secretName);
  return [...names].map(generatorName);
}

function containerProblems(where: string, kind: string, pod: Any, container: Any): string[] {
  const problems: string[] = [];
  const at = `${where} container ${container.name}`;
  const { requests = {}, limits = {} } = container.resources ?? {};
  for (const resource of ['cpu', 'memory']) {
    if (!requests[resource]) problems.push(`${at}: no ${resource} request`);
    if (!limits[resource]) problems.push(`${at}: no ${resource} limit`);
  }
  const security = container.securityContext ?? {};
  if (security.allowPrivilegeEscalation !== false) problems.push(`${at}: allowPrivilegeEscalation is not false`);
  if (security.readOnlyRootFilesystem !== true) problems.push(`${at}: the root file system is not read-only`);
  if (!(security.capabilities?.drop ?? []).includes('ALL')) problems.push(`${at}: capabilities are not all dropped`);
  if (security.privileged) problems.push(`${at}: privileged`);
  if ((security.runAsNonRoot ?? pod.securityContext?.runAsNonRoot) !== true) problems.push(`${at}: may run as root (runAsNonRoot)`);
  if ((security.runAsUser ?? pod.securityContext?.runAsUser) === 0) problems.push(`${at}: runs as user 0`);
  if (!pinnedImage(container.image ?? '')) problems.push(`${at}: image '${container.image}' is not pinned to a tag (or is latest)`);
  if (kind !== 'Job') {
    for (const probe of ['readinessProbe', 'livenessProbe']) {
      const spec = container[probe];
      if (!spec) problems.push(`${at}: no ${probe}`);
      else if (kind === 'Deployment' && !/health$/.test(spec.httpGet?.path ?? '')) problems.push(`${at}: ${probe} is not an HTTP check of a /health path`);
    }
  }
  return problems;
}

const selects = (selector: Any, labels: Record<string, string>) =>
  Object.entries(selector?.matchLabels ?? {}).every(([key, value]) => labels[key] === value) && Object.keys(selector?.matchLabels ?? {}).length > 0;

/** Everything in `objects` (one rendered overlay) that breaks our rules; empty when none does. */
export function policyProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const secrets = new Set(objects.filter((o) => o.kind === 'Secret').map((o) => generatorName(o.metadata.name)));
  const of = (kind: string) => objects.filter((o) => o.kind === kind) as Any[];

  for (const workload of objects.filter((o) => WORKLOAD_KINDS.has(o.kind)) as Any[]) {
    const where = `${workload.kind} ${workload.metadata.name}`;
    const pod = workload.spec?.template?.spec ?? {};
    if (pod.automountServiceAccountToken !== false) problems.push(`${where}: mounts a service account token`);
    if (pod.hostNetwork || pod.hostPID || pod.hostIPC) problems.push(`${where}: shares a host namespace`);
    for (const container of [...(pod.containers ?? []), ...(pod.initContainers ?? [])]) problems.push(...containerProblems(where, workload.kind, pod, container));
    const allowed = WORKLOAD_SECRETS[workload.metadata.name];
    if (!allowed) problems.push(`${where}: not in WORKLOAD_SECRETS (say which Secrets it may read)`);
    for (const secret of secretsOf(pod)) {
      if (!secrets.has(secret)) problems.push(`${where}: reads Secret ${secret}, which the overlay does not make`);
      if (allowed && !allowed.includes(secret)) problems.push(`${where}: reads Secret ${secret}, which is not its own`);
    }
  }

  for (const deployment of of('Deployment')) {
    const labels = deployment.spec?.template?.metadata?.labels ?? {};
    if (!of('PodDisruptionBudget').some((pdb) => selects(pdb.spec?.selector, labels))) problems.push(`Deployment ${deployment.metadata.name}: no PodDisruptionBudget`);
  }
  for (const name of AUTOSCALED) {
    if (!of('HorizontalPodAutoscaler').some((hpa) => hpa.spec?.scaleTargetRef?.kind === 'Deployment' && hpa.spec.scaleTargetRef.name === name)) {
      problems.push(`Deployment ${name}: no HorizontalPodAutoscaler`);
    }
  }
  const defaultDeny = of('NetworkPolicy').some(
    (policy) => Object.keys(policy.spec?.podSelector ?? {}).length === 0 && (policy.spec?.policyTypes ?? []).includes('Ingress') && !policy.spec?.ingress?.length,
  );
  if (!defaultDeny) problems.push('no default-deny ingress NetworkPolicy');
  problems.push(...egressProblems(of('NetworkPolicy'), objects.filter((o) => WORKLOAD_KINDS.has(o.kind)).map((o) => o.metadata.name)));
  const ingresses = of('Ingress');
  if (ingresses.length === 0) problems.push('no Ingress');
  for (const ingress of ingresses) if (!ingress.spec?.tls?.length) problems.push(`Ingress ${ingress.metadata.name}: no TLS`);
  return problems;
}

/** The workloads (app.kubernetes.io/name) a NetworkPolicy's podSelector picks out of `workloads`. */
function selected(selector: Any, workloads: string[]): string[] {
  const { matchLabels = {}, matchExpressions = [] } = selector ?? {};
  return workloads.filter(
    (name) =>
      Object.entries(matchLabels).every(([key, value]) => key === 'app.kubernetes.io/name' && value === name) &&
      matchExpressions.every((e: Any) => e.key === 'app.kubernetes.io/name' && e.operator === 'In' && e.values.includes(name)),
  );
}

/** A default-deny egress policy, and egress out of the namespace's pods only as EXTERNAL_EGRESS and DNS allow. */
function egressProblems(policies: Any[], workloads: string[]): string[] {
  const problems: string[] = [];
  const denyAll = policies.some((p) => Object.keys(p.spec?.podSelector ?? {}).length === 0 && (p.spec?.policyTypes ?? []).includes('Egress') && !p.spec?.egress?.length);
  if (!denyAll) problems.push('no default-deny egress NetworkPolicy');
  for (const policy of policies) {
    for (const rule of policy.spec?.egress ?? []) {
      const peers: Any[] = rule.to ?? [];
      const inNamespace = peers.length > 0 && peers.every((peer) => peer.podSelector && !peer.namespaceSelector && !peer.ipBlock);
      if (inNamespace) continue;
      const ports: Any[] = rule.ports ?? [];
      const dns = peers.length > 0 && peers.every((peer) => peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] === 'kube-system' && !peer.ipBlock);
      if (dns) {
        if (ports.length === 0 || ports.some((port) => port.port !== 53)) problems.push(`NetworkPolicy ${policy.metadata.name}: egress to kube-system beyond DNS (port 53)`);
        continue;
      }
      if (ports.length === 0) problems.push(`NetworkPolicy ${policy.metadata.name}: egress out of the namespace on every port`);
      for (const workload of selected(policy.spec?.podSelector, workloads)) {
        const allowed = EXTERNAL_EGRESS[workload] ?? [];
        for (const port of ports) {
          if (!allowed.includes(port.port)) problems.push(`NetworkPolicy ${policy.metadata.name}: lets ${workload} out on port ${port.port}`);
        }
      }
    }
  }
  return problems;
}
