/**
 * Conformance suite: the same assertions through the official driver and
 * mongoose, against the embedded server always and against a real MongoDB
 * when MONGO_URL is set.
 */
import { randomBytes } from 'node:crypto';
import { Binary, Decimal128, Long, MongoBulkWriteError, MongoClient, MongoServerError, ObjectId, type Db, type Document } from 'mongodb';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedMongo } from './index';

interface Target {
  uri: string;
  stop(): Promise<void>;
}

const targets: Array<[string, () => Promise<Target>]> = [
  [
    'embedded-mongo',
    async () => {
      const server = await startEmbeddedMongo({});
      return { uri: server.uri, stop: () => server.close() };
    },
  ],
];
const mongoUrl = process.env.MONGO_URL;
if (mongoUrl) targets.push(['MONGO_URL', async () => ({ uri: mongoUrl, stop: async () => {} })]);

/** The shape of documents in the update-operator test. */
interface UpdatesDoc {
  _id: string;
  n?: number;
  gone?: boolean;
  list?: number[];
  set?: string[];
  items?: Array<{ k: string; v: number }>;
  nested?: { deep: number };
  top?: number;
  peak?: number;
  touched?: Date;
  email?: string;
  name?: string;
  created?: number;
  whole?: boolean;
  label?: string;
}

/** Runs `fn` expecting a server error; returns it. */
async function serverError(fn: () => Promise<unknown>): Promise<MongoServerError> {
  try {
    await fn();
  } catch (err) {
    expect(err).toBeInstanceOf(MongoServerError);
    return err as MongoServerError;
  }
  throw new Error('expected a server error');
}

describe.each(targets)('conformance against %s', (label, start) => {
  const dbName = `conformance_${Date.now()}_${randomBytes(3).toString('hex')}`;
  let target: Target;
  let client: MongoClient;
  let db: Db;

  beforeAll(async () => {
    target = await start();
    client = new MongoClient(target.uri, { serverSelectionTimeoutMS: 5000 });
    await client.connect();
    db = client.db(dbName);
  });

  afterAll(async () => {
    await db?.dropDatabase();
    await client?.close();
    await target?.stop();
  });

  it('answers the handshake as a writable standalone', async () => {
    const hello = await db.admin().command({ hello: 1 });
    expect(hello.isWritablePrimary).toBe(true);
    expect(hello.setName).toBeUndefined();
    expect(hello.maxWireVersion).toBeGreaterThanOrEqual(9);
    expect(hello.maxBsonObjectSize).toBe(16 * 1024 * 1024);
    expect(hello.maxMessageSizeBytes).toBe(48_000_000);
    expect(hello.maxWriteBatchSize).toBe(100_000);
    expect(hello.logicalSessionTimeoutMinutes).toBe(30);
    expect(hello.localTime).toBeInstanceOf(Date);
    expect(typeof hello.connectionId).toBe('number');
    const legacy = await db.admin().command({ isMaster: 1 });
    expect(legacy.ismaster).toBe(true);
    expect(await db.admin().ping()).toMatchObject({ ok: 1 });
    const info = await db.admin().buildInfo();
    expect(info.version).toMatch(/^\d+\.\d+\.\d+/);
    if (label === 'embedded-mongo') expect(info.version).toBe('7.0.0');
    const fcv = await db.admin().command({ getParameter: 1, featureCompatibilityVersion: 1 });
    expect(fcv.featureCompatibilityVersion.version).toMatch(/^\d+\.\d+$/);
  });

  it('inserts, reads, updates and deletes documents', async () => {
    const coll = db.collection('crud');
    const one = await coll.insertOne({ name: 'a', n: 1 });
    expect(one.insertedId).toBeInstanceOf(ObjectId);
    const many = await coll.insertMany([{ name: 'b', n: 2 }, { name: 'c', n: 3 }, { _id: 'custom' as never, name: 'd', n: 4 }]);
    expect(many.insertedCount).toBe(3);
    const stored = await coll.findOne({ name: 'a' });
    expect(Object.keys(stored ?? {})[0]).toBe('_id');
    expect(await coll.findOne({ _id: 'custom' as never })).toMatchObject({ name: 'd' });
    expect(await coll.updateOne({ name: 'b' }, { $set: { n: 20 } })).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    expect(await coll.updateOne({ name: 'b' }, { $set: { n: 20 } })).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
    expect(await coll.updateMany({ n: { $lt: 10 } }, { $inc: { n: 100 } })).toMatchObject({ matchedCount: 3, modifiedCount: 3 });
    expect(await coll.replaceOne({ name: 'c' }, { name: 'c2', replaced: true })).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    const replaced = await coll.findOne({ name: 'c2' });
    expect(replaced).toMatchObject({ replaced: true });
    expect(replaced).not.toHaveProperty('n');
    expect(await coll.deleteOne({ name: 'a' })).toMatchObject({ deletedCount: 1 });
    expect(await coll.deleteMany({})).toMatchObject({ deletedCount: 3 });
    expect(await coll.countDocuments()).toBe(0);
  });

  it('honours ordered and unordered insert semantics', async () => {
    const coll = db.collection('ordered');
    await coll.insertOne({ _id: 1 as never });
    const docs = [{ _id: 2 }, { _id: 1 }, { _id: 3 }] as never[];
    const ordered = (await serverError(() => coll.insertMany(docs))) as MongoBulkWriteError;
    expect(ordered).toBeInstanceOf(MongoBulkWriteError);
    expect(ordered.code).toBe(11000);
    expect(ordered.insertedCount).toBe(1);
    expect(await coll.countDocuments()).toBe(2);
    await coll.deleteMany({ _id: { $ne: 1 as never } });
    const unordered = (await serverError(() => coll.insertMany(docs, { ordered: false }))) as MongoBulkWriteError;
    expect(unordered.insertedCount).toBe(2);
    expect(await coll.countDocuments()).toBe(3);
  });

  it('sorts, skips, limits and batches through getMore', async () => {
    const coll = db.collection('paging');
    await coll.insertMany(Array.from({ length: 250 }, (_, i) => ({ i, group: i % 3 })));
    const page = await coll.find({}, { sort: { i: -1 }, skip: 10, limit: 200, batchSize: 30 }).toArray();
    expect(page).toHaveLength(200);
    expect(page[0].i).toBe(239);
    expect(page[199].i).toBe(40);
    const multiKey = await coll.find({ group: 1 }).sort({ group: 1, i: -1 }).limit(3).toArray();
    expect(multiKey.map((d) => d.i)).toEqual([247, 244, 241]);

    const raw = { promoteLongs: false };
    const first = await db.command({ find: 'paging', filter: {}, sort: { i: 1 } }, raw);
    expect(first.cursor.firstBatch).toHaveLength(101);
    expect(first.cursor.ns).toBe(`${dbName}.paging`);
    const cursorId = first.cursor.id as Long;
    expect(cursorId.isZero()).toBe(false);
    const next = await db.command({ getMore: cursorId, collection: 'paging', batchSize: 100 }, raw);
    expect(next.cursor.nextBatch.map((d: Document) => d.i)).toEqual(Array.from({ length: 100 }, (_, i) => 101 + i));
    const killed = await db.command({ killCursors: 'paging', cursors: [cursorId] });
    expect(killed.cursorsKilled).toHaveLength(1);
    const gone = await serverError(() => db.command({ getMore: cursorId, collection: 'paging' }));
    expect(gone.code).toBe(43);

    const small = await db.command({ find: 'paging', batchSize: 0 });
    expect(small.cursor.firstBatch).toHaveLength(0);
    const single = await db.command({ find: 'paging', batchSize: 5, singleBatch: true }, raw);
    expect(single.cursor.firstBatch).toHaveLength(5);
    expect((single.cursor.id as Long).isZero()).toBe(true);
    let streamed = 0;
    for await (const doc of coll.find({}, { batchSize: 7 })) streamed += doc ? 1 : 0;
    expect(streamed).toBe(250);
  });

  it('applies projections', async () => {
    const coll = db.collection('projection');
    await coll.insertOne({ _id: 1 as never, a: 1, b: { c: 2, d: 3 }, list: [1, 2, 3, 4] });
    expect(await coll.findOne({}, { projection: { a: 1 } })).toEqual({ _id: 1, a: 1 });
    expect(await coll.findOne({}, { projection: { _id: 0, 'b.c': 1 } })).toEqual({ b: { c: 2 } });
    expect(await coll.findOne({}, { projection: { b: 0, list: 0 } })).toEqual({ _id: 1, a: 1 });
    expect(await coll.findOne({}, { projection: { list: { $slice: 2 }, a: 1 } })).toEqual({ _id: 1, a: 1, list: [1, 2] });
  });

  it('applies update operators, arrayFilters, upserts and pipeline updates', async () => {
    const coll = db.collection<UpdatesDoc>('updates');
    await coll.insertOne({ _id: 'u', n: 1, gone: true, list: [1, 2, 3], set: ['a'], items: [{ k: 'x', v: 1 }, { k: 'y', v: 2 }] });
    await coll.updateOne(
      { _id: 'u' },
      { $set: { 'nested.deep': 1 }, $unset: { gone: '' }, $inc: { n: 4 }, $push: { list: 4 }, $addToSet: { set: { $each: ['a', 'b'] } } },
    );
    await coll.updateOne({ _id: 'u' }, { $pull: { list: { $gte: 3 } }, $mul: { n: 2 }, $max: { top: 7 } });
    await coll.updateOne({ _id: 'u' }, { $set: { 'items.$[it].v': 10 } }, { arrayFilters: [{ 'it.k': 'y' }] });
    await coll.updateOne({ _id: 'u', 'items.k': 'x' }, { $set: { 'items.$.v': 5 } });
    await coll.updateOne({ _id: 'u' }, { $rename: { top: 'peak' }, $currentDate: { touched: true } });
    const doc = await coll.findOne({ _id: 'u' });
    expect(doc).toMatchObject({ n: 10, nested: { deep: 1 }, list: [1, 2], set: ['a', 'b'], peak: 7, items: [{ k: 'x', v: 5 }, { k: 'y', v: 10 }] });
    expect(doc).not.toHaveProperty('gone');
    expect(doc?.touched).toBeInstanceOf(Date);

    const upsert = await coll.updateOne({ email: 'new@x' }, { $set: { name: 'N' }, $setOnInsert: { created: 1 } }, { upsert: true });
    expect(upsert.upsertedCount).toBe(1);
    expect(upsert.upsertedId).toBeInstanceOf(ObjectId);
    expect(await coll.findOne({ email: 'new@x' }, { projection: { _id: 0 } })).toEqual({ email: 'new@x', name: 'N', created: 1 });
    const again = await coll.updateOne({ email: 'new@x' }, { $set: { name: 'M' }, $setOnInsert: { created: 2 } }, { upsert: true });
    expect(again).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
    expect(await coll.findOne({ email: 'new@x' })).toMatchObject({ name: 'M', created: 1 });
    const replaceUpsert = await coll.replaceOne({ _id: 'r' }, { whole: true }, { upsert: true });
    expect(replaceUpsert.upsertedId).toBe('r');
    expect(await coll.findOne({ _id: 'r' })).toEqual({ _id: 'r', whole: true });

    await coll.updateOne({ _id: 'r' }, [{ $set: { label: { $concat: ['id-', '$_id'] } } }]);
    expect(await coll.findOne({ _id: 'r' })).toMatchObject({ label: 'id-r' });
    const immutable = await serverError(() => coll.updateOne({ _id: 'r' }, { $set: { _id: 'other' } }));
    expect(immutable.code).toBe(66);
    const unknown = await serverError(() => coll.updateOne({ _id: 'r' }, { $frobnicate: { a: 1 } } as never));
    expect(unknown.code).toBe(9);
  });

  it('runs findAndModify variants', async () => {
    const coll = db.collection('fam');
    await coll.insertMany([{ k: 'a', n: 1 }, { k: 'b', n: 2 }, { k: 'c', n: 3 }]);
    expect(await coll.findOneAndUpdate({ k: 'a' }, { $inc: { n: 10 } })).toMatchObject({ n: 1 });
    expect(await coll.findOneAndUpdate({ k: 'a' }, { $inc: { n: 10 } }, { returnDocument: 'after', projection: { _id: 0, n: 1 } })).toEqual({ n: 21 });
    expect(await coll.findOneAndUpdate({}, { $set: { top: true } }, { sort: { n: -1 }, returnDocument: 'after' })).toMatchObject({ k: 'a', top: true });
    expect(await coll.findOneAndUpdate({ k: 'zz' }, { $set: { n: 0 } })).toBeNull();
    const upserted = await coll.findOneAndUpdate(
      { k: 'd' },
      { $set: { n: 4 }, $setOnInsert: { fresh: true } },
      { upsert: true, returnDocument: 'after', includeResultMetadata: true },
    );
    expect(upserted.value).toMatchObject({ k: 'd', n: 4, fresh: true });
    expect(upserted.lastErrorObject).toMatchObject({ n: 1, updatedExisting: false });
    expect(upserted.lastErrorObject?.upserted).toBeInstanceOf(ObjectId);
    const updated = await coll.findOneAndUpdate({ k: 'd' }, { $set: { n: 5 } }, { includeResultMetadata: true });
    expect(updated.lastErrorObject).toMatchObject({ n: 1, updatedExisting: true });
    expect(await coll.findOneAndReplace({ k: 'b' }, { k: 'b', replaced: true }, { returnDocument: 'after', projection: { _id: 0 } })).toEqual({
      k: 'b',
      replaced: true,
    });
    expect(await coll.findOneAndDelete({ k: 'c' })).toMatchObject({ k: 'c', n: 3 });
    const removedNothing = await coll.findOneAndDelete({ k: 'c' }, { includeResultMetadata: true });
    expect(removedNothing.value).toBeNull();
    expect(removedNothing.lastErrorObject).toMatchObject({ n: 0 });
  });

  it('counts, lists distinct values and aggregates', async () => {
    const coll = db.collection('stats');
    await coll.insertMany([
      { cat: 'x', price: 5, tags: ['a', 'b'] },
      { cat: 'y', price: 7, tags: ['b'] },
      { cat: 'x', price: 9, tags: [] },
      { cat: 'z', price: 1 },
    ]);
    await db.collection('cats').insertMany([{ _id: 'x' as never, label: 'Ex' }, { _id: 'y' as never, label: 'Why' }]);
    expect(await coll.countDocuments({ cat: 'x' })).toBe(2);
    expect(await coll.estimatedDocumentCount()).toBe(4);
    expect((await db.command({ count: 'stats', query: { price: { $gt: 1 } }, skip: 1, limit: 1 })).n).toBe(1);
    expect((await coll.distinct('cat')).sort()).toEqual(['x', 'y', 'z']);
    expect((await coll.distinct('tags')).sort()).toEqual(['a', 'b']);
    expect(await coll.distinct('cat', { price: { $gt: 6 } })).toEqual(expect.arrayContaining(['x', 'y']));
    const grouped = await coll
      .aggregate([{ $match: { price: { $gte: 5 } } }, { $group: { _id: '$cat', total: { $sum: '$price' }, n: { $sum: 1 } } }, { $sort: { _id: 1 } }])
      .toArray();
    expect(grouped).toEqual([
      { _id: 'x', total: 14, n: 2 },
      { _id: 'y', total: 7, n: 1 },
    ]);
    const joined = await coll
      .aggregate([
        { $match: { cat: 'y' } },
        { $lookup: { from: 'cats', localField: 'cat', foreignField: '_id', as: 'category' } },
        { $unwind: '$category' },
        { $project: { _id: 0, label: '$category.label' } },
      ])
      .toArray();
    expect(joined).toEqual([{ label: 'Why' }]);
    const batched = await coll.aggregate([{ $unwind: '$tags' }], { batchSize: 1 }).toArray();
    expect(batched).toHaveLength(3);
    const badStage = await serverError(() => coll.aggregate([{ $notAStage: {} }]).toArray());
    expect(badStage.code).toBe(40324);
  });

  it('enforces unique, compound unique and partial unique indexes', async () => {
    const users = db.collection('users');
    await users.createIndex({ email: 1 }, { unique: true });
    await users.insertOne({ email: 'a@x' });
    const dup = await serverError(() => users.insertOne({ email: 'a@x' }));
    expect(dup.code).toBe(11000);
    expect(dup.message).toBe(`E11000 duplicate key error collection: ${dbName}.users index: email_1 dup key: { email: "a@x" }`);
    expect(dup.keyPattern).toEqual({ email: 1 });
    expect(dup.keyValue).toEqual({ email: 'a@x' });
    await users.insertOne({ email: 'b@x' });
    expect((await serverError(() => users.updateOne({ email: 'b@x' }, { $set: { email: 'a@x' } }))).code).toBe(11000);
    const famDup = await serverError(() => users.findOneAndUpdate({ email: 'b@x' }, { $set: { email: 'a@x' } }));
    expect(famDup.code).toBe(11000);
    expect(famDup.codeName).toBe('DuplicateKey');
    const existingId = (await users.findOne({ email: 'a@x' }))?._id;
    expect((await serverError(() => users.insertOne({ _id: existingId }))).message).toMatch(
      /index: _id_ dup key: \{ _id: ObjectId\('[0-9a-f]{24}'\) \}/,
    );

    const slots = db.collection('slots');
    await slots.createIndex({ day: 1, hour: 1 }, { unique: true, name: 'day_hour' });
    await slots.insertMany([{ day: 1, hour: 9 }, { day: 1, hour: 10 }, { day: 2, hour: 9 }]);
    const compound = await serverError(() => slots.insertOne({ day: 1, hour: 9 }));
    expect(compound.message).toBe(`E11000 duplicate key error collection: ${dbName}.slots index: day_hour dup key: { day: 1, hour: 9 }`);
    expect(compound.keyValue).toEqual({ day: 1, hour: 9 });

    const members = db.collection('members');
    await members.createIndex({ email: 1 }, { unique: true, partialFilterExpression: { active: true } });
    await members.insertMany([{ email: 'p@x', active: false }, { email: 'p@x', active: false }, { email: 'p@x', active: true }]);
    expect((await serverError(() => members.insertOne({ email: 'p@x', active: true }))).code).toBe(11000);
    await members.updateOne({ active: true }, { $set: { active: false } });
    await members.insertOne({ email: 'p@x', active: true });

    const nicks = db.collection('nicks');
    await nicks.insertMany([{ nick: 'same' }, { nick: 'same' }]);
    expect((await serverError(() => nicks.createIndex({ nick: 1 }, { unique: true }))).code).toBe(11000);
  });

  it('lists, conflicts on and drops indexes', async () => {
    const coll = db.collection('indexed');
    await coll.insertOne({ a: 1, b: 1 });
    expect(await coll.createIndex({ a: 1 })).toBe('a_1');
    expect(await coll.createIndex({ a: 1 })).toBe('a_1');
    await coll.createIndex({ b: -1, a: 1 }, { name: 'b_a', unique: true });
    const indexes = await coll.listIndexes().toArray();
    expect(indexes.map((i) => i.name)).toEqual(['_id_', 'a_1', 'b_a']);
    expect(indexes[2]).toMatchObject({ v: 2, key: { b: -1, a: 1 }, unique: true });
    expect((await serverError(() => coll.createIndex({ b: 1 }, { name: 'a_1' }))).code).toBe(86);
    expect((await serverError(() => coll.createIndex({ a: 1 }, { name: 'other' }))).code).toBe(85);
    await coll.dropIndex('a_1');
    expect((await serverError(() => coll.dropIndex('a_1'))).code).toBe(27);
    await coll.dropIndexes();
    expect((await coll.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
    expect((await serverError(() => db.collection('no_such_coll').listIndexes().toArray())).code).toBe(26);
  });

  it('creates, lists and drops collections and databases', async () => {
    await db.createCollection('made');
    await db.createCollection('made');
    await db.collection('other').insertOne({ x: 1 });
    const all = await db.listCollections().toArray();
    expect(all.map((c) => c.name)).toEqual(expect.arrayContaining(['made', 'other']));
    expect(all.find((c) => c.name === 'made')).toMatchObject({ type: 'collection', options: {} });
    const byName = await db.listCollections({ name: 'made' }, { nameOnly: true }).toArray();
    expect(byName).toEqual([{ name: 'made', type: 'collection' }]);
    expect(await db.collection('made').drop()).toBe(true);
    expect(await db.listCollections({ name: 'made' }).toArray()).toEqual([]);

    const scratch = client.db(`${dbName}_scratch`);
    await scratch.collection('c').insertOne({ a: 1 });
    const before = await client.db().admin().listDatabases();
    expect(before.databases.map((d) => d.name)).toContain(`${dbName}_scratch`);
    await scratch.dropDatabase();
    const after = await client.db().admin().listDatabases({ nameOnly: true });
    expect(after.databases.map((d) => d.name)).not.toContain(`${dbName}_scratch`);
  });

  it('refuses multi-document transactions like a standalone mongod', async () => {
    const coll = db.collection('txn');
    await coll.insertOne({ a: 1 });
    const session = client.startSession();
    try {
      session.startTransaction();
      const read = await serverError(() => coll.findOne({}, { session }));
      expect(read.code).toBe(20);
      expect(read.codeName).toBe('IllegalOperation');
      expect(read.message).toBe('Transaction numbers are only allowed on a replica set member or mongos');
      await session.abortTransaction().catch(() => undefined);
      const write = await serverError(() => session.withTransaction(async () => coll.insertOne({ a: 2 }, { session })));
      const original = (write as MongoServerError & { originalError?: MongoServerError }).originalError ?? write;
      expect(original.code).toBe(20);
    } finally {
      await session.endSession();
    }
    expect(await coll.countDocuments()).toBe(1);
  });

  it('answers unknown commands and bad queries with mongod errors', async () => {
    const unknown = await serverError(() => db.command({ fooBar: 1 }));
    expect(unknown.code).toBe(59);
    expect(unknown.codeName).toBe('CommandNotFound');
    expect(unknown.message).toBe("no such command: 'fooBar'");
    const badQuery = await serverError(() => db.collection('crud').find({ a: { $frobnicate: 1 } }).toArray());
    expect(badQuery.code).toBe(2);
  });

  it('round-trips BSON types and matches ObjectId and Date values', async () => {
    const coll = db.collection('types');
    const ids = [new ObjectId(), new ObjectId(), new ObjectId()];
    const doc = {
      _id: ids[0],
      ref: ids[1],
      at: new Date('2024-05-01T10:00:00.000Z'),
      price: Decimal128.fromString('12.34'),
      blob: new Binary(Buffer.from('hello')),
      big: Long.fromString('9007199254740993'),
      nested: { when: new Date(0), list: [ids[2]] },
    };
    await coll.insertOne(doc);
    await coll.insertMany([
      { _id: ids[1], at: new Date('2024-01-01T00:00:00.000Z') },
      { _id: ids[2], at: new Date('2024-12-31T00:00:00.000Z') },
    ]);
    const back = await coll.findOne({ _id: new ObjectId(ids[0].toHexString()) });
    expect(back?._id).toBeInstanceOf(ObjectId);
    expect(back?._id.equals(ids[0])).toBe(true);
    expect(back?.ref.equals(ids[1])).toBe(true);
    expect(back?.at).toEqual(doc.at);
    expect(back?.price).toBeInstanceOf(Decimal128);
    expect(back?.price.toString()).toBe('12.34');
    expect(Buffer.from((back?.blob as Binary).buffer).toString()).toBe('hello');
    expect(String(back?.big)).toBe('9007199254740993');
    expect(back?.nested.when).toEqual(new Date(0));
    expect(await coll.countDocuments({ ref: ids[1] })).toBe(1);
    expect(await coll.countDocuments({ 'nested.list': ids[2] })).toBe(1);
    expect(await coll.countDocuments({ _id: { $in: [ids[1], ids[2]] } })).toBe(2);
    const byDate = await coll.find({}, { sort: { at: 1 } }).toArray();
    expect(byDate.map((d) => d._id.toHexString())).toEqual([ids[1], ids[0], ids[2]].map((id) => id.toHexString()));
    expect(await coll.countDocuments({ at: { $gt: new Date('2024-03-01T00:00:00.000Z') } })).toBe(2);
    const newest = await coll.find({}).sort({ _id: -1 }).limit(1).toArray();
    expect(newest[0]._id.equals(ids[2])).toBe(true);
  });

  it('works with mongoose models unchanged', async () => {
    const conn = await mongoose.createConnection(target.uri, { dbName, serverSelectionTimeoutMS: 5000, autoIndex: true }).asPromise();
    try {
      const Customer = conn.model(
        'Customer',
        new mongoose.Schema(
          {
            email: { type: String, required: true, unique: true },
            name: String,
            visits: { type: Number, default: 0 },
            tags: [String],
            lastSeen: Date,
          },
          { timestamps: true },
        ),
      );
      await Customer.init();
      const ada = await new Customer({ email: 'ada@x', name: 'Ada', tags: ['vip'], lastSeen: new Date('2024-02-02T00:00:00Z') }).save();
      await Customer.create({ email: 'bob@x', name: 'Bob' });
      const found = await Customer.findById(ada._id).lean();
      expect(found?.email).toBe('ada@x');
      expect(found?.lastSeen).toEqual(new Date('2024-02-02T00:00:00Z'));
      expect(found?.createdAt).toBeInstanceOf(Date);
      const bumped = await Customer.findOneAndUpdate({ email: 'ada@x' }, { $inc: { visits: 1 } }, { returnDocument: 'after' }).lean();
      expect(bumped?.visits).toBe(1);
      expect(await Customer.updateMany({}, { $addToSet: { tags: 'seen' } })).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
      expect(await Customer.countDocuments({ tags: 'seen' })).toBe(2);
      expect((await Customer.find().sort({ email: -1 }).lean()).map((c) => c.email)).toEqual(['bob@x', 'ada@x']);
      const dup = await Customer.create({ email: 'ada@x' }).catch((err: unknown) => err);
      expect(dup).toBeInstanceOf(mongoose.mongo.MongoServerError);
      expect((dup as MongoServerError).code).toBe(11000);
      ada.name = 'Ada L.';
      await ada.save();
      expect((await Customer.findOne({ email: 'ada@x' }))?.name).toBe('Ada L.');
      expect(await Customer.deleteOne({ email: 'bob@x' })).toMatchObject({ deletedCount: 1 });
      expect(await Customer.countDocuments()).toBe(1);
      expect(await Customer.exists({ email: 'bob@x' })).toBeNull();
    } finally {
      await conn.close();
    }
  });
});
