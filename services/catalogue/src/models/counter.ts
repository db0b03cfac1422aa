/** Numeric id sequences (docs/product.md §7 uses numeric catalogue ids, e.g. styleIds=1,2). */
import { Schema, type Connection, type Model } from 'mongoose';

const counterSchema = new Schema({ _id: { type: String }, seq: { type: Number, default: 0 } });

export type CounterModel = Model<{ _id: string; seq: number }>;

export function counterModel(conn: Connection): CounterModel {
  return conn.models.Counter ?? conn.model('Counter', counterSchema, 'counters');
}

/** Atomically allocates the next id of sequence `name` (1, 2, 3, ...). */
export async function nextId(counters: CounterModel, name: string): Promise<number> {
  const doc = await counters.findOneAndUpdate({ _id: name }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' }).lean();
  return doc!.seq;
}
