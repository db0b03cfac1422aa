/**
 * The availability rules, one singleton document `{ _id: 'rules', … }`. Reading returns
 * DEFAULT_RULES while staff have not saved any.
 */
import { Schema, type Connection, type Model } from 'mongoose';
import type { AvailabilityRules } from '@cabinetry/shared/contracts';
import { DEFAULT_RULES } from '../domain/rules';

interface RulesDoc extends AvailabilityRules {
  _id: string;
}

const SINGLETON = 'rules';
const range = new Schema({ start: String, end: String }, { _id: false });
const rulesSchema = new Schema<RulesDoc>(
  {
    _id: { type: String },
    weeklyHours: { '1': [range], '2': [range], '3': [range], '4': [range], '5': [range], '6': [range], '7': [range] },
    daysOff: [String],
    slotMinutes: Number,
    minNoticeDays: Number,
    windowDays: Number,
    horizonDays: Number,
    changeNoticeHours: Number,
    maxReschedules: Number,
  },
  { timestamps: true, minimize: false },
);

export interface RulesStore {
  get(): Promise<AvailabilityRules>;
  /** Replaces the rules (already validated and normalised). */
  put(rules: AvailabilityRules): Promise<AvailabilityRules>;
}

const plain = (doc: RulesDoc): AvailabilityRules => ({
  weeklyHours: doc.weeklyHours,
  daysOff: doc.daysOff,
  slotMinutes: doc.slotMinutes,
  minNoticeDays: doc.minNoticeDays,
  windowDays: doc.windowDays,
  // rules saved before the booking horizon existed take the default one
  horizonDays: doc.horizonDays ?? DEFAULT_RULES.horizonDays,
  // so do rules saved before customers could reschedule
  changeNoticeHours: doc.changeNoticeHours ?? DEFAULT_RULES.changeNoticeHours,
  maxReschedules: doc.maxReschedules ?? DEFAULT_RULES.maxReschedules,
});

export function rulesStore(conn: Connection): RulesStore {
  const model = (conn.models.AvailabilityRules as Model<RulesDoc> | undefined) ?? conn.model<RulesDoc>('AvailabilityRules', rulesSchema, 'availability_rules');
  return {
    async get() {
      const doc = await model.findById(SINGLETON, { _id: 0, createdAt: 0, updatedAt: 0, __v: 0 }).lean<RulesDoc>();
      return doc ? plain(doc) : DEFAULT_RULES;
    },
    async put(rules) {
      await model.replaceOne({ _id: SINGLETON }, { _id: SINGLETON, ...rules }, { upsert: true });
      return this.get();
    },
  };
}
