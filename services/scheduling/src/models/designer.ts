/**
 * Designers (issue 23), collection `designers`: who customers meet, with their own weekly hours and
 * days off (inside the showroom's availability rules), languages, weight (share of bookings) and
 * active flag. E-mail addresses are unique (index DESIGNER_EMAIL_INDEX, lower-cased). A designer may
 * be linked to one staff account (`staffUserId`, identity's user id; at most one designer per account,
 * index DESIGNER_STAFF_INDEX): the link a `designer` account's access is checked against on every
 * request. The store answers the API shape (Designer of the contracts).
 */
import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { HttpError } from '@cabinetry/shared/server/errors';
import { type Designer, type DesignerLanguage, type DesignerRequest, DESIGNER_LANGUAGES, type IsoWeekdayKey, type TimeRange } from '@cabinetry/shared/contracts';

export interface DesignerDoc {
  _id: Types.ObjectId;
  displayName: string;
  email: string;
  languages: DesignerLanguage[];
  weeklyHours: Record<IsoWeekdayKey, TimeRange[]>;
  daysOff: string[];
  weight: number;
  isActive: boolean;
  staffUserId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const DESIGNER_EMAIL_INDEX = 'designer_email_unique';
export const DESIGNER_STAFF_INDEX = 'designer_staff_user_unique';

const range = new Schema({ start: String, end: String }, { _id: false });
const designerSchema = new Schema<DesignerDoc>(
  {
    displayName: { type: String, required: true },
    email: { type: String, required: true, lowercase: true, trim: true },
    languages: { type: [{ type: String, enum: DESIGNER_LANGUAGES }], default: [] },
    weeklyHours: { '1': [range], '2': [range], '3': [range], '4': [range], '5': [range], '6': [range], '7': [range] },
    daysOff: { type: [String], default: [] },
    weight: { type: Number, default: 1 },
    isActive: { type: Boolean, default: true },
    staffUserId: { type: String, default: null },
  },
  { timestamps: true, minimize: false },
);
designerSchema.index({ email: 1 }, { unique: true, name: DESIGNER_EMAIL_INDEX });
designerSchema.index({ isActive: 1 });
designerSchema.index({ staffUserId: 1 }, { unique: true, partialFilterExpression: { staffUserId: { $type: 'string' } }, name: DESIGNER_STAFF_INDEX });

export type DesignerModel = Model<DesignerDoc>;

export function designerModel(conn: Connection): DesignerModel {
  return (conn.models.Designer as DesignerModel | undefined) ?? conn.model<DesignerDoc>('Designer', designerSchema, 'designers');
}

/** The stored fields of a request (weight 1 and no staff user when not given). */
export function designerFields(body: DesignerRequest): Omit<DesignerDoc, '_id' | 'createdAt' | 'updatedAt'> {
  return {
    displayName: body.displayName.trim(),
    email: body.email.trim().toLowerCase(),
    languages: body.languages,
    weeklyHours: body.weeklyHours,
    daysOff: [...body.daysOff].sort(),
    weight: body.weight ?? 1,
    isActive: body.isActive,
    staffUserId: body.staffUserId ?? null,
  };
}

/** The API shape of a stored designer whose own Google account has address `googleEmail` (undefined: none linked). */
export function toDesigner(doc: DesignerDoc, googleEmail: string | undefined): Designer {
  return {
    id: doc._id.toString(),
    displayName: doc.displayName,
    email: doc.email,
    languages: doc.languages,
    weeklyHours: doc.weeklyHours,
    daysOff: doc.daysOff,
    weight: doc.weight,
    isActive: doc.isActive,
    staffUserId: doc.staffUserId ?? null,
    googleAccount: googleEmail === undefined ? null : { email: googleEmail },
  };
}

/** The designer linked to staff account `staffUserId` now, or null (read on every request that depends on it). */
export function linkedDesigner(designers: DesignerModel, staffUserId: string): Promise<DesignerDoc | null> {
  return designers.findOne({ staffUserId }).lean<DesignerDoc>().exec();
}

/** linkedDesigner, or 403 designer_unlinked when the account has none. */
export async function requireLinkedDesigner(designers: DesignerModel, staffUserId: string): Promise<DesignerDoc> {
  const found = await linkedDesigner(designers, staffUserId);
  if (!found) throw new HttpError(403, 'Your account is not linked to a designer', { code: 'designer_unlinked' });
  return found;
}
