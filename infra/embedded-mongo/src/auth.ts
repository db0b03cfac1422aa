/**
 * Authentication and authorization as mongod does them with `--auth`, for the compose smoke run's
 * stand-in (infra/compose-smoke): users in `admin.system.users` (persisted like any collection),
 * SCRAM-SHA-256 (RFC 7677, what the mongodb driver speaks by default) through saslStart and
 * saslContinue, createUser / dropUser / usersInfo, and each command checked against the built-in
 * roles of the connection's users: root, read, readWrite, backup, restore, readAnyDatabase,
 * readWriteAnyDatabase, userAdminAnyDatabase. Passwords are taken as given (no SASLprep: ASCII
 * passwords only, as the deployment generates). Without `auth` the server behaves as before.
 */
import { createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto';
import { Binary, type Document, UUID } from 'bson';
import type { Catalog } from './catalog';
import { CommandError } from './errors';

const MECHANISM = 'SCRAM-SHA-256';
const ITERATIONS = 15_000;
const USERS = { db: 'admin', coll: 'system.users' };

/** Commands anyone may run before authenticating (the handshake, health checks, the login itself). */
const OPEN_COMMANDS = new Set(['hello', 'isMaster', 'ismaster', 'ping', 'buildInfo', 'buildinfo', 'saslStart', 'saslContinue', 'logout', 'endSessions']);
/** Commands that only read the database they run in. */
const READ_COMMANDS = new Set(['find', 'aggregate', 'count', 'distinct', 'listCollections', 'listIndexes', 'getMore', 'killCursors', 'dbStats', 'collStats']);
const USER_ADMIN_COMMANDS = new Set(['createUser', 'dropUser', 'usersInfo']);
const ROLES = new Set(['root', 'read', 'readWrite', 'backup', 'restore', 'readAnyDatabase', 'readWriteAnyDatabase', 'userAdminAnyDatabase']);

interface Role {
  role: string;
  db: string;
}
interface Principal {
  user: string;
  db: string;
  roles: Role[];
}
interface Conversation {
  user: Document;
  clientFirstBare: string;
  serverFirst: string;
  nonce: string;
}

const hmac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest();

/** The stored SCRAM-SHA-256 credentials of a password (salt, StoredKey, ServerKey; RFC 5802). */
function credentialsOf(password: string): Document {
  const salt = randomBytes(28);
  const salted = pbkdf2Sync(password, salt, ITERATIONS, 32, 'sha256');
  return {
    iterationCount: ITERATIONS,
    salt: salt.toString('base64'),
    storedKey: sha256(hmac(salted, 'Client Key')).toString('base64'),
    serverKey: hmac(salted, 'Server Key').toString('base64'),
  };
}

/** `a=1,b=2` → { a: '1', b: '2' } (SCRAM attributes). */
function attributes(message: string): Record<string, string> {
  return Object.fromEntries(message.split(',').map((part) => [part[0], part.slice(2)]));
}

const payloadText = (payload: unknown): string => {
  if (payload instanceof Binary) return Buffer.from(payload.buffer).toString('utf8');
  if (typeof payload === 'string') return payload;
  throw new CommandError('BadValue', 'SASL payload must be binary');
};

const authFailed = () => new CommandError('AuthenticationFailed', 'Authentication failed.');

function rolesOf(cmd: Document, db: string): Role[] {
  const given = cmd.roles;
  if (!Array.isArray(given)) throw new CommandError('BadValue', '"createUser" command requires a "roles" array');
  return given.map((role) => {
    const parsed = typeof role === 'string' ? { role, db } : { role: String((role as Document).role), db: String((role as Document).db) };
    if (!ROLES.has(parsed.role)) throw new CommandError('RoleNotFound', `Could not find role: ${parsed.role}@${parsed.db}`);
    return parsed;
  });
}

/** The users of a server and who is signed in on each connection. */
export class Auth {
  private readonly principals = new Map<number, Principal[]>();
  private readonly conversations = new Map<number, Conversation>();

  constructor(private readonly catalog: Catalog) {}

  private findUser(user: string, db: string): Document | undefined {
    return this.catalog.collection(USERS.db, USERS.coll)?.byId(`${db}.${user}`);
  }

  /** Creates a user (the createUser command's work); throws when it exists or a role is unknown. */
  createUser(user: string, db: string, password: string, roles: Role[]): void {
    if (this.findUser(user, db)) throw new CommandError('Location51003', `User "${user}@${db}" already exists`);
    this.catalog.ensureCollection(USERS.db, USERS.coll).insert({ _id: `${db}.${user}`, userId: new UUID(), user, db, credentials: { [MECHANISM]: credentialsOf(password) }, roles });
  }

  /** Forgets what a closed connection had signed in as. */
  closeConnection(connectionId: number): void {
    this.principals.delete(connectionId);
    this.conversations.delete(connectionId);
  }

  /** Throws Unauthorized unless the connection's users may run `name` in `db`. */
  authorize(name: string, db: string, connectionId: number): void {
    if (OPEN_COMMANDS.has(name)) return;
    const principals = this.principals.get(connectionId) ?? [];
    if (principals.length === 0) throw new CommandError('Unauthorized', `Command ${name} requires authentication`);
    const roles = principals.flatMap((p) => p.roles);
    const has = (role: string, on: string) => roles.some((r) => r.role === role && r.db === on);
    if (has('root', 'admin')) return;
    const ok = USER_ADMIN_COMMANDS.has(name)
      ? has('userAdminAnyDatabase', 'admin')
      : name === 'listDatabases' || (READ_COMMANDS.has(name) ? this.canRead(roles, db) : this.canWrite(roles, db));
    if (!ok) throw new CommandError('Unauthorized', `not authorized on ${db} to execute command { ${name}: ... }`);
  }

  private canRead(roles: Role[], db: string): boolean {
    return roles.some((r) => ((r.role === 'read' || r.role === 'readWrite') && r.db === db) || (['backup', 'readAnyDatabase', 'readWriteAnyDatabase'].includes(r.role) && r.db === 'admin' && db !== 'admin'));
  }

  private canWrite(roles: Role[], db: string): boolean {
    return roles.some((r) => (r.role === 'readWrite' && r.db === db) || (['restore', 'readWriteAnyDatabase'].includes(r.role) && r.db === 'admin' && db !== 'admin'));
  }

  /** The databases of `names` the connection's users may read (listDatabases shows only those). */
  readable(names: string[], connectionId: number): string[] {
    const roles = (this.principals.get(connectionId) ?? []).flatMap((p) => p.roles);
    if (roles.some((r) => r.role === 'root' && r.db === 'admin')) return names;
    return names.filter((name) => this.canRead(roles, name));
  }

  /** `saslSupportedMechs` of a hello asking for 'db.user'. */
  mechanismsFor(userName: unknown): string[] | undefined {
    if (typeof userName !== 'string') return undefined;
    const dot = userName.indexOf('.');
    return dot > 0 && this.findUser(userName.slice(dot + 1), userName.slice(0, dot)) ? [MECHANISM] : undefined;
  }

  /** Handlers of the authentication and user commands. */
  commands(): Record<string, (cmd: Document, db: string, connectionId: number) => Document> {
    return {
      saslStart: (cmd, db, connectionId) => {
        if (cmd.mechanism !== MECHANISM) throw new CommandError('MechanismUnavailable', `Received authentication for mechanism ${cmd.mechanism} which is not enabled`);
        const clientFirst = payloadText(cmd.payload);
        if (!clientFirst.startsWith('n,,')) throw authFailed();
        const clientFirstBare = clientFirst.slice(3);
        const { n: name, r: clientNonce } = attributes(clientFirstBare);
        const user = this.findUser((name ?? '').replace(/=2C/g, ',').replace(/=3D/g, '='), db);
        if (!user || !clientNonce) throw authFailed();
        const credentials = user.credentials[MECHANISM] as Document;
        const nonce = clientNonce + randomBytes(24).toString('base64');
        const serverFirst = `r=${nonce},s=${credentials.salt},i=${credentials.iterationCount}`;
        this.conversations.set(connectionId, { user, clientFirstBare, serverFirst, nonce });
        return { conversationId: 1, done: false, payload: new Binary(Buffer.from(serverFirst)), ok: 1 };
      },
      saslContinue: (cmd, _db, connectionId) => {
        const conversation = this.conversations.get(connectionId);
        this.conversations.delete(connectionId);
        if (!conversation) throw new CommandError('ProtocolError', 'No SASL session state found');
        const clientFinal = payloadText(cmd.payload);
        const proofAt = clientFinal.lastIndexOf(',p=');
        const { c: binding, r: nonce } = attributes(clientFinal.slice(0, proofAt));
        if (proofAt < 0 || binding !== 'biws' || nonce !== conversation.nonce) throw authFailed();
        const credentials = conversation.user.credentials[MECHANISM] as Document;
        const storedKey = Buffer.from(credentials.storedKey, 'base64');
        const authMessage = `${conversation.clientFirstBare},${conversation.serverFirst},${clientFinal.slice(0, proofAt)}`;
        const signature = hmac(storedKey, authMessage);
        const proof = Buffer.from(clientFinal.slice(proofAt + 3), 'base64');
        if (proof.length !== signature.length) throw authFailed();
        const clientKey = Buffer.from(proof.map((byte, i) => byte ^ signature[i]));
        if (!timingSafeEqual(sha256(clientKey), storedKey)) throw authFailed();
        const { user, db, roles } = conversation.user as unknown as Principal;
        this.principals.set(connectionId, [...(this.principals.get(connectionId) ?? []).filter((p) => p.db !== db || p.user !== user), { user, db, roles }]);
        const serverSignature = hmac(Buffer.from(credentials.serverKey, 'base64'), authMessage).toString('base64');
        return { conversationId: 1, done: true, payload: new Binary(Buffer.from(`v=${serverSignature}`)), ok: 1 };
      },
      logout: (_cmd, _db, connectionId) => {
        this.principals.delete(connectionId);
        return { ok: 1 };
      },
      createUser: (cmd, db) => {
        const user = cmd.createUser;
        if (typeof user !== 'string' || user === '') throw new CommandError('BadValue', 'User name must be a non-empty string');
        if (typeof cmd.pwd !== 'string' || cmd.pwd === '') throw new CommandError('BadValue', 'Must provide a \'pwd\' field for all user documents, except those with \'$external\' as the user\'s source db');
        this.createUser(user, db, cmd.pwd, rolesOf(cmd, db));
        return { ok: 1 };
      },
      dropUser: (cmd, db) => {
        const users = this.catalog.collection(USERS.db, USERS.coll);
        const found = users?.byId(`${db}.${cmd.dropUser}`);
        if (!found) throw new CommandError('UserNotFound', `User '${cmd.dropUser}@${db}' not found`);
        users!.remove(found);
        return { ok: 1 };
      },
      usersInfo: (cmd, db) => {
        const all = this.catalog.collection(USERS.db, USERS.coll)?.all() ?? [];
        const wanted = typeof cmd.usersInfo === 'string' ? all.filter((u) => u.db === db && u.user === cmd.usersInfo) : all.filter((u) => u.db === db);
        return { users: wanted.map(({ _id, userId, user, db: userDb, roles }) => ({ _id, userId, user, db: userDb, roles, mechanisms: [MECHANISM] })), ok: 1 };
      },
    };
  }
}
