/**
 * A lead's activity log (issue 39): stage moves (from, to; lost: reason and note), owner changes,
 * contact attempts (channel, outcome, text) and next actions (text, due day), each with when and
 * who (the staff username; '' for the product's own moves). Newest first by (customerId, at); erased
 * with the customer and part of their export.
 */
import { type Connection, type InferSchemaType, type Model, Schema } from 'mongoose';

const leadActivitySchema = new Schema(
  {
    customerId: { type: String, required: true },
    kind: { type: String, required: true },
    at: { type: Date, required: true },
    by: { type: String, default: '' },
    from: String,
    to: String,
    channel: String,
    outcome: String,
    text: String,
    reason: String,
    dueDay: String,
    /** what caused a product's own entry (a WhatsApp message id): one entry per cause */
    ref: String,
  },
  { versionKey: false },
);
leadActivitySchema.index({ customerId: 1, at: -1 });
leadActivitySchema.index({ customerId: 1, ref: 1 }, { sparse: true });

type LeadActivityFields = InferSchemaType<typeof leadActivitySchema>;
export type LeadActivityDoc = LeadActivityFields & { _id: { toString(): string } };
export type LeadActivityModel = Model<LeadActivityFields>;

export function leadActivityModel(conn: Connection): LeadActivityModel {
  return (conn.models.LeadActivity as LeadActivityModel | undefined) ?? conn.model<LeadActivityFields>('LeadActivity', leadActivitySchema, 'lead_activities');
}
