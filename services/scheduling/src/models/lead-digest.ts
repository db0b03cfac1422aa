/**
 * The morning digests sent (issue 39 item 3), collection `lead_digests`: one record per owner (a
 * designer id) and showroom day, unique, so a retried or repeated digest job never e-mails an owner
 * twice the same day. Holds ids and the day only.
 */
import { type Connection, type InferSchemaType, type Model, Schema } from 'mongoose';

const leadDigestSchema = new Schema({ designerId: { type: String, required: true }, day: { type: String, required: true }, sentAt: { type: Date, required: true } }, { versionKey: false });
leadDigestSchema.index({ designerId: 1, day: 1 }, { unique: true });

type LeadDigestFields = InferSchemaType<typeof leadDigestSchema>;
export type LeadDigestModel = Model<LeadDigestFields>;

export function leadDigestModel(conn: Connection): LeadDigestModel {
  return (conn.models.LeadDigest as LeadDigestModel | undefined) ?? conn.model<LeadDigestFields>('LeadDigest', leadDigestSchema, 'lead_digests');
}
