/**
 * The checks of the compose smoke run (and of `npm run k8s:play`), made through the frontend
 * container (nginx) as the SPA makes them: JSON and multipart calls, the customer's session cookie,
 * the admin's bearer token. The mail relay stand-in and the replicas are looked into with `podman exec`.
 */
import sharp from 'sharp';
import { request as httpRequest } from 'node:http';
import { urlOf } from '@cabinetry/shared/contracts/api/client';

/** The running containers the journey looks into: a compose Stack (engine.ts) or kube play's pods. */
export interface Containers {
  /** Names of the containers of `service` (one per replica), e.g. 'mail', 'catalogue'. */
  containers(service: string): Promise<string[]>;
  /** Runs a command in a container; resolves its stdout. */
  exec(container: string, command: string[]): Promise<string>;
}

const ADMIN = { username: 'smokeadmin', email: 'owner@example.com', firstName: 'Smoke', lastName: 'Owner', password: 'smoke-password-1', confirmPassword: 'smoke-password-1' };

/** Polls `probe` every 500 ms until it returns a value (not undefined) or `timeoutMs` passes. */
export async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function expectStatus(res: Response, status: number, what: string, body?: string): void {
  if (res.status !== status) throw new Error(`${what}: HTTP ${res.status} (expected ${status}) ${body ?? ''}`.trim());
}

async function json<T>(res: Response, status: number, what: string): Promise<T> {
  const text = await res.text();
  expectStatus(res, status, what, text.slice(0, 300));
  return JSON.parse(text) as T;
}

const png = (color: string) => sharp({ create: { width: 32, height: 24, channels: 3, background: color } }).png().toBuffer();

/**
 * POSTs `bytes` of zeros to `url` with that Content-Length, in 1 MB writes, stopping once an answer
 * (or a reset) comes; resolves the status, or 'reset' when the connection was cut before one.
 */
function postLarge(url: string, contentType: string, bytes: number, cookie?: string): Promise<number | 'reset'> {
  return new Promise((resolve) => {
    const chunk = Buffer.alloc(1024 * 1024);
    let answered = false;
    const req = httpRequest(url, { method: 'POST', headers: { 'content-type': contentType, 'content-length': bytes, ...(cookie && { cookie }) } }, (res) => {
      answered = true;
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => !answered && resolve('reset'));
    req.setTimeout(60_000, () => req.destroy());
    let sent = 0;
    const write = () => {
      while (!answered && !req.destroyed && sent < bytes) {
        const size = Math.min(chunk.length, bytes - sent);
        sent += size;
        if (!req.write(size === chunk.length ? chunk : chunk.subarray(0, size))) return void req.once('drain', write);
      }
      if (sent >= bytes) req.end();
    };
    write();
  });
}

interface Customer {
  id: string;
  cookie: string;
  email: string;
}

export class Journey {
  private token = '';
  private style?: { id: number; name: string; imageUrl: string };
  private customer?: Customer;
  private documentId = '';
  private uploaded = Buffer.alloc(0);

  constructor(
    private readonly url: string,
    private readonly setupToken: string,
    private readonly stack: Containers,
  ) {}

  private call(path: string, init: RequestInit & { cookie?: string; auth?: boolean } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set('cookie', init.cookie);
    if (init.auth) headers.set('authorization', `Bearer ${this.token}`);
    if (typeof init.body === 'string') headers.set('content-type', 'application/json');
    return fetch(`${this.url}${path}`, { ...init, headers, signal: AbortSignal.timeout(30_000) });
  }

  async health(): Promise<void> {
    const body = await until('GET /health 200', async () => {
      const res = await this.call('/health');
      return res.status === 200 ? ((await res.json()) as { status: string }) : undefined;
    }, 60_000);
    if (body.status !== 'ok') throw new Error(`/health says ${JSON.stringify(body)}`);
  }

  async securityHeaders(): Promise<void> {
    const res = await this.call('/onboarding/step1');
    expectStatus(res, 200, 'GET /onboarding/step1');
    const csp = res.headers.get('content-security-policy') ?? '';
    const problems = [
      !csp.includes("frame-ancestors 'none'") && `CSP without frame-ancestors 'none': '${csp}'`,
      /script-src[^;]*'unsafe-inline'/.test(csp) && 'CSP allows inline scripts',
      res.headers.get('x-content-type-options') !== 'nosniff' && 'no nosniff',
      !res.headers.get('referrer-policy') && 'no Referrer-Policy',
      res.headers.get('strict-transport-security') && 'HSTS over plain HTTP',
    ].filter(Boolean);
    if (problems.length > 0) throw new Error(problems.join('; '));
  }

  /** The one-time setup, with the operator's SETUP_TOKEN; then the admin signs in. */
  async staffSetup(): Promise<void> {
    const withToken = await this.call(urlOf('setup'), { method: 'POST', body: JSON.stringify({ ...ADMIN, setupToken: this.setupToken }) });
    if (withToken.status !== 201 && withToken.status !== 200) {
      const text = await withToken.text();
      if (!/setupToken|unknown|additional/i.test(text)) throw new Error(`setup: HTTP ${withToken.status} ${text}`);
      // identity of this build does not know setupToken yet: the setup of the spec
      console.log('  (setup: this identity refuses the setupToken field; set up without it)');
      const res = await this.call(urlOf('setup'), { method: 'POST', body: JSON.stringify(ADMIN) });
      if (res.status !== 201 && res.status !== 200) throw new Error(`setup: HTTP ${res.status} ${await res.text()}`);
    }
    await this.signIn();
  }

  private async signIn(): Promise<void> {
    const login = await json<{ token: string }>(
      await this.call(urlOf('login'), { method: 'POST', body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }) }),
      200,
      'login',
    );
    this.token = login.token;
    await json(await this.call(urlOf('me'), { auth: true }), 200, 'me');
  }

  async addStyle(): Promise<void> {
    const form = new FormData();
    form.append('name', 'Smoke Test Oak');
    form.append('description', 'Added by the compose smoke run.');
    form.append('isActive', 'true');
    form.append('image', new File([new Uint8Array(await png('#8a6a45'))], 'oak.png', { type: 'image/png' }));
    const created = await json<{ id: number }>(await this.call(urlOf('createStyle'), { method: 'POST', body: form, auth: true }), 201, 'createStyle');
    this.style = await this.listedStyle(created.id, 'Smoke Test Oak');
  }

  /** The style as the wizard's public list shows it, with its image served. */
  private async listedStyle(id: number, name: string) {
    const styles = await json<{ id: number; name: string; imageUrl: string }[]>(await this.call(`${urlOf('listPublicStyles')}?activeOnly=true`), 200, 'public styles');
    const style = styles.find((s) => s.id === id);
    if (!style || style.name !== name) throw new Error(`style ${id} '${name}' not in the public list`);
    const image = await this.call(style.imageUrl);
    expectStatus(image, 200, `GET ${style.imageUrl}`);
    if (!image.headers.get('content-type')?.startsWith('image/')) throw new Error(`${style.imageUrl} is ${image.headers.get('content-type')}`);
    return style;
  }

  private async step1(email: string): Promise<Response> {
    return this.call(urlOf('saveStep1'), {
      method: 'POST',
      body: JSON.stringify({
        customerInfo: { firstName: 'Smoke', lastName: 'Customer', email, phone: '+96171123456', projectAddress: '', projectDetails: 'residential', projectTimeline: '', budget: '' },
        projectTypes: { kitchen: true, wardrobe: false },
      }),
    });
  }

  private async newCustomer(email: string): Promise<Customer> {
    const res = await this.step1(email);
    const { customerId } = await json<{ customerId: string }>(res, 201, 'step 1');
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
    if (!cookie) throw new Error('step 1 set no session cookie');
    return { id: customerId, cookie, email };
  }

  /** The earliest free slot offered, as the wizard books it. */
  private async freeSlot(skip = 0): Promise<string> {
    const days = await json<{ date: string; slots: { time: string; start: string; available: boolean }[] }[]>(await this.call(urlOf('getAvailability')), 200, 'availability');
    const slots = days.flatMap((day) => day.slots.filter((slot) => slot.available).map((slot) => slot.start));
    if (slots.length <= skip) throw new Error('no free slot offered');
    return slots[skip];
  }

  private async book(customer: Customer, appointmentDate: string): Promise<void> {
    const appointment = { appointmentType: 'in-person', appointmentDate, specialRequests: '', customerId: customer.id };
    // the wizard books first, then records the appointment scheduling holds with step 5
    await json(await this.call(urlOf('bookAppointment'), { method: 'POST', cookie: customer.cookie, body: JSON.stringify(appointment) }), 201, 'booking');
    await json(await this.call(urlOf('saveStep5', { params: { customerId: customer.id } }), { method: 'POST', cookie: customer.cookie, body: JSON.stringify(appointment) }), 200, 'step 5');
  }

  async customerBooks(): Promise<void> {
    const customer = await this.newCustomer(`smoke.customer.${Date.now()}@example.com`);
    const { cookie, id } = customer;
    const palettes = await json<{ id: number }[]>(await this.call(`${urlOf('listPublicPalettes')}?activeOnly=true`), 200, 'palettes');
    const styleIds = [String(this.style?.id ?? 1)];
    await json(await this.call(urlOf('saveStep2', { params: { customerId: id } }), { method: 'POST', cookie, body: JSON.stringify({ designPreferences: { styles: styleIds, colorPalettes: palettes.slice(0, 1).map((p) => String(p.id)) } }) }), 200, 'step 2');
    const materials = await json<{ id: number }[]>(await this.call(`${urlOf('listPublicMaterials')}?activeOnly=true`), 200, 'materials');
    const ids = materials.slice(0, 2).map((m) => String(m.id));
    const materialSelections = { kitchen: { lowerCabinets: ids.slice(0, 1), upperCabinets: [], tallCabinets: [], countertops: ids.slice(1, 2) } };
    await json(await this.call(urlOf('saveStep3', { params: { customerId: id } }), { method: 'POST', cookie, body: JSON.stringify({ materialSelections }) }), 200, 'step 3');
    const form = new FormData();
    this.uploaded = await png('#dddddd');
    form.append('files', new File([new Uint8Array(this.uploaded)], 'floor-plan.png', { type: 'image/png' }));
    form.append('fileCategory', 'floor-plans');
    const upload = await json<{ uploadedFiles: { id: string }[] }>(await this.call(urlOf('saveStep4', { params: { customerId: id } }), { method: 'POST', cookie, body: form }), 201, 'step 4 upload');
    this.documentId = upload.uploadedFiles[0].id;
    await json(await this.call(urlOf('saveStep4', { params: { customerId: id } }), { method: 'POST', cookie, body: JSON.stringify({ notes: 'Smoke run notes', files: [] }) }), 200, 'step 4 notes');
    await this.book(customer, await this.freeSlot());
    this.customer = customer;
  }

  /** Names of the .eml files in the mail relay with a line matching `pattern` (grep -E, any case). */
  async mailsMatching(pattern: string): Promise<string[]> {
    const [container] = await this.stack.containers('mail');
    const out = await this.stack.exec(container, ['sh', '-c', 'grep -lisE "$0" /data/mail/*.eml || true', pattern]);
    return out.split('\n').filter(Boolean);
  }

  /** Names of the .eml files in the mail relay addressed to `email`. */
  private mailsTo(email: string): Promise<string[]> {
    return this.mailsMatching(`^to:.*${email}`);
  }

  /** Resolves once a mail to `email` is in the relay; throws after 90 s. */
  async mailArrives(email: string): Promise<void> {
    await until(`a mail to ${email}`, async () => ((await this.mailsTo(email)).length > 0 ? true : undefined), 90_000);
  }

  async confirmationMail(): Promise<void> {
    await this.mailArrives(this.customer!.email);
  }

  /** A new customer (step 1 only) books the earliest free slot; resolves their e-mail address. */
  async anotherBooking(tag: string): Promise<string> {
    const customer = await this.newCustomer(`smoke.${tag}.${Date.now()}@example.com`);
    await this.book(customer, await this.freeSlot());
    return customer.email;
  }

  /**
   * From inside the catalogue container, with its own environment (MONGO_URL, S3 key): its database
   * and bucket answer; onboarding's database and the documents bucket refuse it.
   */
  async leastPrivilege(): Promise<void> {
    const probe = `
      const { default: mongoose } = await import('mongoose');
      const { Client } = await import('minio');
      const outcome = (promise) => promise.then(() => 'ok', (error) => error.codeName ?? error.code ?? error.message);
      const conn = await mongoose.createConnection(process.env.MONGO_URL, { serverSelectionTimeoutMS: 5000 }).asPromise();
      const mongo = conn.getClient();
      const s3url = new URL(process.env.S3_ENDPOINT);
      const s3 = new Client({ endPoint: s3url.hostname, port: Number(s3url.port), useSSL: false, accessKey: process.env.S3_ACCESS_KEY, secretKey: process.env.S3_SECRET_KEY, region: 'us-east-1', pathStyle: true });
      const list = (bucket) => new Promise((resolve, reject) => s3.listObjectsV2(bucket, '', true).on('data', () => {}).on('end', resolve).on('error', reject));
      const results = {
        ownDatabase: await outcome(mongo.db('catalogue').collection('styles').findOne({})),
        onboardingDatabase: await outcome(mongo.db('onboarding').collection('customers').findOne({})),
        ownBucket: await outcome(list(process.env.S3_BUCKET)),
        documentsBucket: await outcome(list('customer-documents')),
      };
      await conn.close();
      console.log(JSON.stringify(results));`;
    const [container] = await this.stack.containers('catalogue');
    const out = await this.stack.exec(container, ['node', '--input-type=module', '-e', probe]);
    const results = JSON.parse(out.trim().split('\n').at(-1)!) as Record<string, string>;
    const expected = { ownDatabase: 'ok', onboardingDatabase: 'Unauthorized', ownBucket: 'ok', documentsBucket: 'AccessDenied' };
    if (JSON.stringify(results) !== JSON.stringify(expected)) throw new Error(`expected ${JSON.stringify(expected)}, got ${out.trim()}`);
    console.log(`  (catalogue's credentials: ${JSON.stringify(results)})`);
  }

  /**
   * A booked customer erased from the lead page: onboarding queues the job on the privacy queue,
   * the worker runs it to the end (the lead is gone), all under the services' Redis ACL users.
   */
  async erasureRuns(): Promise<void> {
    const customer = await this.newCustomer(`smoke.erasure.${Date.now()}@example.com`);
    await this.book(customer, await this.freeSlot(2));
    await json(await this.call(urlOf('eraseLead', { params: { id: customer.id } }), { method: 'POST', auth: true, body: JSON.stringify({ reason: 'Smoke run: erasure under the Redis ACLs' }) }), 202, 'erasure');
    await until('the erased lead gone', async () => ((await this.call(urlOf('getLead', { params: { id: customer.id } }), { auth: true })).status === 404 ? true : undefined), 120_000);
  }

  /**
   * The catalogue container cannot read a customer's document by any port: the S3 API with its own
   * key answers AccessDenied, and SeaweedFS' master, volume server and filer ports (and the S3
   * gateway's gRPC port) are unreachable from it, by the name `seaweedfs` or through `s3`. The
   * control: from the S3 proxy's container (on SeaweedFS' network) the filer serves that very
   * document without credentials, so the probe would see an exposed port.
   * Resolves what each port answered.
   */
  async storeUnreachable(): Promise<Record<string, string>> {
    const s3Client = `
      const { Client } = await import('minio');
      const s3url = new URL(process.env.S3_ENDPOINT);
      const s3 = new Client({ endPoint: s3url.hostname, port: Number(s3url.port), useSSL: false, accessKey: process.env.S3_ACCESS_KEY, secretKey: process.env.S3_SECRET_KEY, region: 'us-east-1', pathStyle: true });`;
    const [onboarding] = await this.stack.containers('onboarding');
    const listing = `${s3Client}
      const keys = [];
      await new Promise((resolve, reject) => s3.listObjectsV2('customer-documents', '', true).on('data', (o) => keys.push(o.name)).on('end', resolve).on('error', reject));
      console.log(JSON.stringify(keys));`;
    const keys = JSON.parse((await this.stack.exec(onboarding, ['node', '--input-type=module', '-e', listing])).trim().split('\n').at(-1)!) as string[];
    if (keys.length === 0) throw new Error('no customer document in the bucket');
    const key = keys[0];
    const [proxy] = await this.stack.containers('s3');
    const control = await this.stack.exec(proxy, ['wget', '-q', '-O', '-', `http://seaweedfs:8888/buckets/customer-documents/${key}`]).catch((error: Error) => `failed: ${error.message}`);
    if (control.length === 0 || control.startsWith('failed:')) throw new Error(`control: the filer did not serve ${key} on the storage network (${control.slice(0, 200)})`);
    const ports = [9333, 19333, 8080, 18080, 8888, 18888, 18333];
    const probe = `${s3Client}
      const net = await import('node:net');
      const key = ${JSON.stringify(key)};
      const connect = (host, port) => new Promise((resolve) => {
        const socket = net.connect({ host, port, timeout: 3000 });
        socket.on('connect', () => { socket.destroy(); resolve('connected'); });
        socket.on('timeout', () => { socket.destroy(); resolve('timeout'); });
        socket.on('error', (error) => resolve(error.code ?? error.message));
      });
      const results = { s3Api: await s3.getObject('customer-documents', key).then(() => 'ok', (error) => error.code ?? error.message) };
      for (const host of ['seaweedfs', 's3']) for (const port of ${JSON.stringify(ports)}) results[host + ':' + port] = await connect(host, port);
      console.log(JSON.stringify(results));`;
    const [catalogue] = await this.stack.containers('catalogue');
    const results = JSON.parse((await this.stack.exec(catalogue, ['node', '--input-type=module', '-e', probe])).trim().split('\n').at(-1)!) as Record<string, string>;
    const exposed = Object.entries(results).filter(([where, answer]) => (where === 's3Api' ? answer !== 'AccessDenied' : answer === 'connected'));
    if (exposed.length > 0) throw new Error(`the catalogue container reaches the document: ${JSON.stringify(Object.fromEntries(exposed))}`);
    return results;
  }

  async allKept(): Promise<void> {
    await this.health();
    await this.signIn();
    await this.listedStyle(this.style!.id, this.style!.name);
    const { id, cookie } = this.customer!;
    const documents = await json<{ id: string }[]>(await this.call(urlOf('listDocuments', { params: { customerId: id } }), { cookie }), 200, 'documents');
    if (!documents.some((d) => d.id === this.documentId)) throw new Error('the uploaded document is gone');
    const { appointments } = await json<{ appointments: { status: string }[] }>(await this.call(urlOf('listCustomerAppointments', { params: { customerId: id } }), { cookie }), 200, 'appointments');
    if (!appointments.some((a) => a.status !== 'cancelled')) throw new Error('the booking is gone');
    if ((await this.mailsTo(this.customer!.email)).length === 0) throw new Error('the captured mail is gone');
  }

  /** The customer's upload, downloaded through the admin's lead page link, is the file they sent. */
  async uploadKept(): Promise<void> {
    const lead = await json<{ documents: { id: string; downloadUrl: string }[] }>(await this.call(urlOf('getLead', { params: { id: this.customer!.id } }), { auth: true }), 200, 'lead');
    const document = lead.documents.find((d) => d.id === this.documentId);
    if (!document) throw new Error('the uploaded document is not on the lead');
    const res = await this.call(document.downloadUrl, { auth: true });
    expectStatus(res, 200, 'document download');
    if (!Buffer.from(await res.arrayBuffer()).equals(this.uploaded)) throw new Error('the downloaded document differs from the upload');
  }

  /**
   * 3 parallel 59 MB bodies to a JSON route and 3 to the customer's step 4 upload route: each is
   * refused with 413 (nginx: 1 MB on JSON routes, 51 MB on step 4, streamed to the gateway).
   * Resolves the statuses.
   */
  async largePosts(): Promise<(number | 'reset')[]> {
    const size = 59 * 1024 * 1024;
    const { id, cookie } = this.customer!;
    const statuses = await Promise.all([
      ...Array.from({ length: 3 }, () => postLarge(`${this.url}${urlOf('saveStep1')}`, 'application/json', size)),
      ...Array.from({ length: 3 }, () => postLarge(`${this.url}${urlOf('saveStep4', { params: { customerId: id } })}`, 'multipart/form-data; boundary=smoke', size, cookie)),
    ]);
    if (statuses.some((status) => status !== 413)) throw new Error(`expected six 413s, got ${statuses.join(', ')}`);
    return statuses;
  }

  async writeSeenByEveryReplica(): Promise<void> {
    const style = this.style!;
    const name = `Smoke Test Oak ${Date.now()}`;
    const form = new FormData();
    form.append('name', name);
    form.append('description', 'Renamed by the compose smoke run.');
    form.append('isActive', 'true');
    form.append('imageUrl', style.imageUrl);
    await json(await this.call(urlOf('updateStyle', { params: { id: String(style.id) } }), { method: 'PUT', body: form, auth: true }), 200, 'PUT style');
    const read = `fetch('http://127.0.0.1:' + process.env.PORT + '${urlOf('listPublicStyles', { query: { activeOnly: 'true' } })}').then((r) => r.text()).then((t) => process.stdout.write(t))`;
    for (const replica of await this.stack.containers('catalogue')) {
      await until(`${replica} lists the new name`, async () => ((await this.stack.exec(replica, ['node', '-e', read])).includes(name) ? true : undefined), 10_000);
    }
    this.style = { ...style, name };
  }

  async bookingSendsOneMail(): Promise<void> {
    const customer = await this.newCustomer(`smoke.replicas.${Date.now()}@example.com`);
    await this.book(customer, await this.freeSlot(1));
    await this.mailArrives(customer.email);
    // both workers had their chance at the job: still exactly one message
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const mails = await this.mailsTo(customer.email);
      if (mails.length !== 1) throw new Error(`${mails.length} mails to ${customer.email}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }

  async budgetsAcrossReplicas(): Promise<void | { skipped: string }> {
    const statuses: number[] = [];
    for (let i = 0; i < 40 && !statuses.includes(429); i++) statuses.push((await this.step1(`smoke.budget.${Date.now()}.${i}@example.com`)).status);
    const accepted = statuses.filter((status) => status === 201).length;
    if (!statuses.includes(429)) return { skipped: `no budget on this build: ${accepted} new customers from one IP, none refused` };
    console.log(`  (budgets: refused with 429 after ${accepted} more new customers from this IP, across the replicas)`);
  }
}
