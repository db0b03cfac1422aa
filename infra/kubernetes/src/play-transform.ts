/**
 * The rendered trial overlay (render.ts), turned into what `podman kube play` (podman 4.3) runs:
 * Pods, ConfigMaps and PersistentVolumeClaims in three layers played one after the other (the data
 * stores and the mail relay stand-in, the bucket Job, the product's workloads), plus the Secrets
 * to create as podman secrets. Everything else is kept as rendered: securityContext (non-root,
 * read-only root file system, capabilities dropped), probes, resources, ConfigMap and Secret
 * environment. What kube play cannot take is dropped or adapted by the rules of GAPS, and only by
 * them: docs/operations.md ("What kube play does not model") is generated from that table
 * (gapsMarkdown) and play-transform.test.ts checks the two agree. Pure: no podman here.
 */
import type { K8sObject } from './policy';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

/** The DNS domain of a podman network: a pod `gateway` answers as `gateway` and `gateway.dns.podman`. */
export const PODMAN_DNS_DOMAIN = 'dns.podman';

/** One thing kube play does not model, and what the run does instead. */
export interface Gap {
  /** the kind or field, as an operator reads it in the manifests */
  subject: string;
  /** what a cluster does with it that kube play does not */
  lost: string;
  /** what `npm run k8s:play` does instead */
  instead: string;
}

/** Kinds dropped from the rendered objects, by kind. */
export const DROPPED: Record<string, Gap> = {
  Namespace: {
    subject: 'Namespace',
    lost: 'podman has no namespaces',
    instead: 'dropped; the pods run side by side on one podman network, `metadata.namespace` references get the overlay\'s namespace as a value',
  },
  Service: {
    subject: 'Service (cluster IP, kube-proxy, `<name>.<namespace>.svc.cluster.local`)',
    lost: 'kube play creates no Services',
    instead: 'dropped; each workload becomes one pod named after the Service that selects it, on a podman network with DNS, so `<name>:<port>` reaches it (every Service port is checked to equal its target port); `<name>.<namespace>.svc.cluster.local` in the environment becomes `<name>.dns.podman`',
  },
  Ingress: {
    subject: 'Ingress (TLS, host rule, the controller\'s annotations)',
    lost: 'there is no Ingress controller',
    instead: 'dropped; the port of the pod its backend names is published on 127.0.0.1 (hostPort), so the journey speaks plain HTTP to nginx: TLS, the host rule, the body-size and buffering annotations are not exercised',
  },
  NetworkPolicy: {
    subject: 'NetworkPolicy',
    lost: 'podman\'s bridge network enforces none: every pod reaches every other pod and the host',
    instead: 'dropped; `npm run k8s:check` checks them offline only',
  },
  HorizontalPodAutoscaler: {
    subject: 'HorizontalPodAutoscaler',
    lost: 'no metrics-server or controller scales anything',
    instead: 'dropped; one pod per workload',
  },
  PodDisruptionBudget: {
    subject: 'PodDisruptionBudget',
    lost: 'nothing evicts pods (no nodes to drain)',
    instead: 'dropped',
  },
};

/** Rendered objects adapted to what kube play takes, by the rule that adapts them. */
export const ADAPTED = {
  workloads: {
    subject: 'Deployment, StatefulSet, Job (replicas, rollout strategy, backoffLimit)',
    lost: 'kube play 4.3 plays Deployments (as `<name>-pod-0`) but neither StatefulSets nor Jobs, and no controller replaces a pod',
    instead: 'each becomes one Pod from its template (a Job\'s with its restartPolicy, the others `Always`), played in layers: data stores, then the Job (until it exits 0), then the workloads',
  },
  volumeClaimTemplates: {
    subject: 'StatefulSet volumeClaimTemplates',
    lost: 'no storage class provisions volumes',
    instead: 'a PersistentVolumeClaim `<claim>-<statefulset>-0` per template, which kube play makes a podman volume (removed at the end)',
  },
  fsGroup: {
    subject: 'pod securityContext `fsGroup`',
    lost: 'podman does not hand a volume to the pod\'s group',
    instead: 'each claim\'s volume is created owned by the pod\'s `runAsUser` and `fsGroup` (`volume.podman.io/uid`, `volume.podman.io/gid`)',
  },
  secrets: {
    subject: 'Secret',
    lost: 'podman 4.3 stores a Secret of the YAML in a form its own `secretKeyRef` cannot read back',
    instead: 'each rendered Secret is created as a podman secret (its `data` as JSON, from a private temporary file removed at once) before the play and removed after it',
  },
  images: {
    subject: 'images (registry.example.com/atelier-cedar/*, mongo, redis, chrislusf/seaweedfs)',
    lost: 'nothing is pulled here',
    instead: 'the compose smoke\'s local builds (`localhost/cabinetry-smoke_<service>`) with `imagePullPolicy: Never`; the data stores run the compose smoke\'s stand-ins (compose.smoke.yml) with their command replaced',
  },
  envExpansion: {
    subject: 'env `fieldRef: metadata.namespace` and `$(VAR)` references',
    lost: 'podman 4.3 refuses the namespace field and does not expand `$(VAR)`',
    instead: 'the namespace is written in as a value and `$(VAR)` expanded as the kubelet would',
  },
  probes: {
    subject: 'readinessProbe, livenessProbe',
    lost: 'podman 4.3 ignores readiness probes and turns liveness probes into healthchecks that only a systemd timer would run',
    instead: 'kept in the YAML; the run itself polls every readiness probe (HTTP from the host to the pod\'s address, `exec` through `podman exec`) until it passes; a hung process is not restarted',
  },
  ports: {
    subject: 'container `ports`',
    lost: 'podman 4.3 publishes every declared container port on the host under the same number: the pods declaring the metrics port 9464 collide, and the data stores would answer on every address of the host',
    instead: 'the declarations are removed, but for the Ingress backend\'s port (published on 127.0.0.1, see Ingress); a probe naming a port gets its number; the pods reach each other by name on the podman network, which needs no declaration',
  },
  emptyDir: {
    subject: 'emptyDir (`medium: Memory`, `sizeLimit`)',
    lost: 'podman 4.3 makes an emptyDir a podman volume on disk named after the pod\'s volume, without a size limit, and two pods with a volume of the same name (`tmp`) would share it',
    instead: 'each pod\'s emptyDir is renamed `<pod>-<volume>`, a volume of its own, removed at the end (a write-heavy /tmp is not caught)',
  },
  relay: {
    subject: 'the mail relay (Secret smtp)',
    lost: 'the trial overlay expects an operator\'s relay',
    instead: '`secrets/smtp.env` points at `smtp://mail:1025`, a pod running the compose smoke\'s SMTP sink (non-root, read-only root file system, no capabilities)',
  },
} satisfies Record<string, Gap>;

export type AdaptationId = keyof typeof ADAPTED;

/** The rules above as the Markdown list docs/operations.md carries (between its markers). */
export function gapsMarkdown(): string {
  const line = (gap: Gap) => `- **${gap.subject}**: ${gap.lost}. Instead: ${gap.instead}.`;
  return [...Object.values(DROPPED).map(line), ...Object.values(ADAPTED).map(line)].join('\n');
}

/** Kinds kube play takes as they are. */
const PLAYED = new Set(['ConfigMap', 'PersistentVolumeClaim', 'Pod']);
const WORKLOADS = ['StatefulSet', 'Job', 'Deployment'] as const;
/** The order the layers are played in. */
export const LAYERS = ['stores', 'jobs', 'workloads'] as const;
export type Layer = (typeof LAYERS)[number];
const LAYER_OF: Record<(typeof WORKLOADS)[number], Layer> = { StatefulSet: 'stores', Job: 'jobs', Deployment: 'workloads' };

/** The local images: the compose smoke's base and stand-ins, and the product image of a compose service. */
export interface PlayImages {
  base: string;
  standIns: string;
  product: (service: string) => string;
}

/**
 * The data stores' stand-ins, as compose.smoke.yml runs them: image and command; the container's
 * `args` are kept (SeaweedFS's are ignored by its stand-in) unless `args` replaces them (mongod's
 * `--bind_ip_all` is the stand-in's `--host 0.0.0.0`).
 */
function standIn(workload: string, images: PlayImages): { image: string; command?: string[]; args?: string[] } | undefined {
  switch (workload) {
    case 'mongo':
      return { image: images.standIns, command: ['node', '/opt/stand-ins/mongo.mjs'], args: ['--host', '0.0.0.0', '--port', '27017', '--dbpath', '/data/db'] };
    case 'redis':
      return { image: images.base };
    case 's3':
      return { image: images.standIns, command: ['node', '/opt/stand-ins/s3.mjs'] };
    case 's3-init':
      return { image: images.standIns };
    default:
      return undefined;
  }
}

export interface PlayPlan {
  /** per layer, the objects of its YAML file (Pods, their PVCs, the ConfigMaps they read) */
  layers: Record<Layer, K8sObject[]>;
  /** the Secrets to create as podman secrets: name and `data` (base64 values) */
  secrets: { name: string; data: Record<string, string> }[];
  /** every object dropped, with the kind's rule */
  dropped: { kind: string; name: string }[];
  /** the adaptations this plan applied */
  adapted: Set<AdaptationId>;
  /** the pod whose port is published on 127.0.0.1 (the Ingress's backend) */
  entrance: { pod: string; containerPort: number };
  /** the podman volumes the play makes: the claims', the ConfigMaps' (named after the ConfigMap) and the emptyDirs' */
  volumes: string[];
}

const matches = (selector: Record<string, string>, labels: Record<string, string>) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);

/** The containerPort a Service's or Ingress's port (a number or a port name) reaches in `containers`. */
function containerPort(containers: Any[], port: number | string): number | undefined {
  for (const container of containers) {
    for (const p of container.ports ?? []) if (p.name === port || p.containerPort === port) return p.containerPort as number;
  }
  return undefined;
}

/**
 * `$(NAME)` references to the container's earlier variables expanded, as the kubelet does
 * (`$$` escapes; unknown names stay as written); a fieldRef to the namespace written in.
 */
function expandEnv(env: Any[], namespace: string, note: (id: AdaptationId) => void): Any[] {
  const known = new Map<string, string>();
  return env.map((variable) => {
    if (variable.valueFrom?.fieldRef?.fieldPath === 'metadata.namespace') {
      note('envExpansion');
      known.set(variable.name, namespace);
      return { name: variable.name, value: namespace };
    }
    if (typeof variable.value !== 'string') return variable;
    const value = variable.value.replace(/\$\$|\$\(([A-Za-z_][A-Za-z0-9_]*)\)/g, (whole: string, name?: string) => {
      if (!name) return '$';
      if (!known.has(name)) return whole;
      note('envExpansion');
      return known.get(name)!;
    });
    known.set(variable.name, value);
    return { ...variable, value };
  });
}

/**
 * Each emptyDir of `pod` (and its mounts) renamed `<pod>-<volume>`: kube play 4.3 makes an emptyDir
 * a podman volume named after the pod's volume, which pods naming theirs alike (`tmp`) would share.
 */
function ownEmptyDirs(pod: Any): void {
  const renamed = new Map<string, string>();
  for (const volume of pod.spec.volumes ?? []) {
    if (!volume.emptyDir) continue;
    renamed.set(volume.name, `${pod.metadata.name}-${volume.name}`);
    volume.name = renamed.get(volume.name);
  }
  for (const container of [...(pod.spec.initContainers ?? []), ...pod.spec.containers]) {
    for (const mount of container.volumeMounts ?? []) mount.name = renamed.get(mount.name) ?? mount.name;
  }
}

/**
 * The container's port declarations removed but for those with a hostPort (kube play 4.3 publishes
 * every declared port on the host), and the named ports its probes use replaced by their numbers.
 */
function unpublishPorts(container: Any, note: (id: AdaptationId) => void): void {
  if (!container.ports?.length) return;
  note('ports');
  for (const probe of [container.readinessProbe, container.livenessProbe, container.startupProbe]) {
    const handler = probe?.httpGet ?? probe?.tcpSocket;
    if (handler && typeof handler.port === 'string') {
      const number = containerPort([container], handler.port);
      if (number === undefined) throw new Error(`container ${container.name}: a probe names the port ${handler.port}, which it does not declare`);
      handler.port = number;
    }
  }
  const published = container.ports.filter((port: Any) => port.hostPort !== undefined);
  if (published.length > 0) container.ports = published;
  else delete container.ports;
}

/** `<service>.<namespace>.svc.cluster.local` (any suffix of it) as podman's DNS answers it. */
function podmanDns(value: string, namespace: string): string {
  const pattern = new RegExp(`\\b([a-z0-9-]+)\\.${namespace.replace(/[.-]/g, '\\$&')}(\\.svc(\\.cluster\\.local)?)?\\b`, 'g');
  return value.replace(pattern, (_, service: string) => `${service}.${PODMAN_DNS_DOMAIN}`);
}

/**
 * The plan for `objects` (one rendered overlay with its data stores). Throws when something cannot
 * be played faithfully: a kind neither played, converted nor dropped; a Service whose port differs
 * from its target port; a container image with no local build or stand-in; a volume neither a
 * claim, a ConfigMap nor an emptyDir.
 */
export function playPlan(objects: K8sObject[], options: { images: PlayImages; relay: K8sObject; hostPort: number }): PlayPlan {
  const { images } = options;
  const relay: Any = structuredClone(options.relay);
  const adapted = new Set<AdaptationId>();
  const note = (id: AdaptationId) => void adapted.add(id);
  const of = (kind: string) => objects.filter((object) => object.kind === kind) as Any[];
  const namespace: string = of('Namespace')[0]?.metadata.name ?? (objects.find((o) => o.metadata.namespace)?.metadata.namespace as string | undefined) ?? 'default';
  const unknown = objects.filter((o) => !PLAYED.has(o.kind) && !(o.kind in DROPPED) && !(WORKLOADS as readonly string[]).includes(o.kind) && o.kind !== 'Secret');
  if (unknown.length > 0) throw new Error(`kube play: no rule for ${unknown.map((o) => `${o.kind} ${o.metadata.name}`).join(', ')}`);

  const services = of('Service');
  const layers: Record<Layer, K8sObject[]> = { stores: [relay], jobs: [], workloads: [] };
  note('relay');
  const pods: Any[] = [relay];
  ownEmptyDirs(relay);
  for (const kind of WORKLOADS) {
    for (const workload of of(kind)) {
      note('workloads');
      const template = structuredClone(workload.spec.template);
      const labels: Record<string, string> = template.metadata?.labels ?? {};
      const service = services.find((s) => s.spec.selector && matches(s.spec.selector, labels));
      for (const port of service?.spec.ports ?? []) {
        const target = containerPort(template.spec.containers, port.targetPort ?? port.port);
        if (target !== port.port) throw new Error(`Service ${service.metadata.name}: port ${port.port} reaches ${target ?? 'no'} container port; kube play has no port mapping`);
      }
      const name: string = service?.metadata.name ?? workload.metadata.name;
      const spec = template.spec;
      spec.restartPolicy = kind === 'Job' ? (spec.restartPolicy ?? 'OnFailure') : 'Always';
      const claims: K8sObject[] = (workload.spec.volumeClaimTemplates ?? []).map((claim: Any) => {
        note('volumeClaimTemplates');
        const claimName = `${claim.metadata.name}-${workload.metadata.name}-0`;
        spec.volumes = [...(spec.volumes ?? []), { name: claim.metadata.name, persistentVolumeClaim: { claimName } }];
        const { runAsUser, fsGroup } = spec.securityContext ?? {};
        if (fsGroup !== undefined) note('fsGroup');
        const annotations = fsGroup === undefined ? undefined : { 'volume.podman.io/uid': String(runAsUser ?? 0), 'volume.podman.io/gid': String(fsGroup) };
        return { apiVersion: 'v1', kind: 'PersistentVolumeClaim', metadata: { name: claimName, ...(annotations && { annotations }) }, spec: claim.spec };
      });
      const replacement = standIn(workload.metadata.name, images);
      for (const container of spec.containers) {
        const product = /(?:^|\/)atelier-cedar\/([a-z-]+)(?::[^/]*)?$/.exec(container.image)?.[1];
        note('images');
        if (product) container.image = images.product(product);
        else if (replacement) {
          container.image = replacement.image;
          if (replacement.command) container.command = replacement.command;
          if (replacement.args) container.args = replacement.args;
        } else throw new Error(`${kind} ${workload.metadata.name}: no local build or stand-in for ${container.image}`);
        container.imagePullPolicy = 'Never';
        if (container.env) container.env = expandEnv(container.env, namespace, note).map((variable: Any) => (typeof variable.value === 'string' ? { ...variable, value: podmanDns(variable.value, namespace) } : variable));
        if (container.readinessProbe || container.livenessProbe) note('probes');
      }
      if ((spec.volumes ?? []).some((volume: Any) => volume.emptyDir)) note('emptyDir');
      const pod = { apiVersion: 'v1', kind: 'Pod', metadata: { name, labels }, spec };
      ownEmptyDirs(pod);
      pods.push(pod);
      layers[LAYER_OF[kind]].push(...claims, pod);
    }
  }

  // the ConfigMaps a layer's pods read, in its file (kube play looks them up there)
  const configMaps = of('ConfigMap').map((map) => ({ ...map, data: Object.fromEntries(Object.entries(map.data ?? {}).map(([key, value]) => [key, podmanDns(String(value), namespace)])) }));
  const reads = (pod: Any, map: string) => JSON.stringify(pod.spec).includes(`"name":"${map}"`);
  for (const layer of LAYERS) {
    const layerPods = layers[layer].filter((o) => o.kind === 'Pod');
    layers[layer].unshift(...configMaps.filter((map) => layerPods.some((pod) => reads(pod, map.metadata.name))));
  }

  const ingress = of('Ingress')[0];
  const backend = ingress?.spec.rules?.[0]?.http?.paths?.[0]?.backend?.service;
  const entrancePod = pods.find((pod) => pod.metadata.name === backend?.name);
  const entrancePort = entrancePod && containerPort(entrancePod.spec.containers, backend.port.name ?? backend.port.number);
  if (!entrancePod || !entrancePort) throw new Error('kube play: the Ingress names no pod and port to publish');
  for (const port of entrancePod.spec.containers.flatMap((c: Any) => c.ports ?? [])) if (port.containerPort === entrancePort) Object.assign(port, { hostIP: '127.0.0.1', hostPort: options.hostPort });
  for (const container of pods.flatMap((pod) => pod.spec.containers)) unpublishPorts(container, note);

  if (of('Secret').length > 0) note('secrets');
  const volumes = pods.flatMap((pod) =>
    (pod.spec.volumes ?? []).map((volume: Any): string => {
      const made = volume.persistentVolumeClaim?.claimName ?? volume.configMap?.name ?? (volume.emptyDir && volume.name);
      if (!made) throw new Error(`pod ${pod.metadata.name}: volume ${volume.name} is neither a claim, a ConfigMap nor an emptyDir; no rule for it`);
      return made;
    }),
  );
  return {
    volumes: [...new Set(volumes)].sort(),
    layers,
    secrets: of('Secret').map((secret) => ({ name: secret.metadata.name, data: secret.data ?? {} })),
    dropped: objects.filter((o) => o.kind in DROPPED).map((o) => ({ kind: o.kind, name: o.metadata.name })),
    adapted,
    entrance: { pod: entrancePod.metadata.name, containerPort: entrancePort },
  };
}

/** The pod `mail` standing in for the operator's relay: the compose smoke's SMTP sink on port 1025. */
export function relayPod(standIns: string): K8sObject {
  return {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name: 'mail', labels: { 'app.kubernetes.io/name': 'mail' } },
    spec: {
      restartPolicy: 'Always',
      securityContext: { runAsNonRoot: true, runAsUser: 1000, runAsGroup: 1000 },
      containers: [
        {
          name: 'mail',
          image: standIns,
          imagePullPolicy: 'Never',
          command: ['node', '/opt/stand-ins/mail.mjs'],
          ports: [{ name: 'smtp', containerPort: 1025 }],
          readinessProbe: { tcpSocket: { port: 'smtp' }, periodSeconds: 5 },
          resources: { requests: { cpu: '50m', memory: '64Mi' }, limits: { cpu: '500m', memory: '128Mi' } },
          securityContext: { allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } },
          volumeMounts: [{ name: 'data', mountPath: '/data' }],
        },
      ],
      volumes: [{ name: 'data', emptyDir: {} }],
    },
  };
}
