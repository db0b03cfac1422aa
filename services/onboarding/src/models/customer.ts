/**
 * A prospective customer and their wizard answers (SPEC §3 onboarding state, server side).
 * `currentStep` is the furthest step reached (1-5); `isCompleted` is set by step 5.
 */
import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';

const customerSchema = new Schema(
  {
    customerInfo: {
      firstName: String,
      lastName: String,
      email: String,
      phone: String,
      projectAddress: String,
      projectDetails: String,
      projectTimeline: String,
      budget: String,
    },
    projectTypes: { kitchen: Boolean, wardrobe: Boolean },
    designPreferences: { styles: [String], colorPalettes: [String] },
    materialSelections: { type: Schema.Types.Mixed, default: {} },
    notes: { type: String, default: '' },
    currentStep: { type: Number, default: 1 },
    isCompleted: { type: Boolean, default: false },
    completedAt: { type: Date, default: null },
    appointment: { appointmentType: String, appointmentDate: String },
  },
  { timestamps: true, minimize: false },
);
customerSchema.index({ createdAt: -1 });

export type CustomerDoc = InferSchemaType<typeof customerSchema>;

export function customerModel(conn: Connection): Model<CustomerDoc> {
  return (conn.models.Customer as Model<CustomerDoc> | undefined) ?? conn.model<CustomerDoc>('Customer', customerSchema, 'customers');
}
