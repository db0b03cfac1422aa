/**
 * A prospective customer and their wizard answers (docs/product.md §3 onboarding state, server side).
 * `currentStep` is the furthest step reached (1-5); `isCompleted` is set by step 5.
 */
import { type Connection, type InferSchemaType, type Model, Schema } from 'mongoose';

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
    /** the language the customer answered in (CUSTOMER_LOCALES), for their e-mails */
    locale: { type: String, enum: ['en', 'fr', 'ar'], default: 'en' },
    designPreferences: { styles: [String], colorPalettes: [String] },
    materialSelections: { type: Schema.Types.Mixed, default: {} },
    notes: { type: String, default: '' },
    currentStep: { type: Number, default: 1 },
    isCompleted: { type: Boolean, default: false },
    completedAt: { type: Date, default: null },
    /** the appointment booked when step 5 completed, as scheduling answered */
    appointment: { appointmentId: String, appointmentType: String, appointmentDate: String, specialRequests: String },
  },
  { timestamps: true, minimize: false },
);
// Staff's leads list: newest first, every filter followed by the sort; the search's
// per-field regex clauses scan these field indexes; the funnel groups a createdAt range.
customerSchema.index({ createdAt: -1, _id: -1 });
for (const field of [
  'projectTypes.kitchen',
  'projectTypes.wardrobe',
  'customerInfo.projectDetails',
  'customerInfo.budget',
  'customerInfo.projectTimeline',
  'isCompleted',
]) {
  customerSchema.index({ [field]: 1, createdAt: -1, _id: -1 });
}
for (const field of ['firstName', 'lastName', 'email', 'phone']) customerSchema.index({ [`customerInfo.${field}`]: 1 });
customerSchema.index({ createdAt: 1, currentStep: 1, isCompleted: 1 });

export type CustomerDoc = InferSchemaType<typeof customerSchema>;

export function customerModel(conn: Connection): Model<CustomerDoc> {
  return (conn.models.Customer as Model<CustomerDoc> | undefined) ?? conn.model<CustomerDoc>('Customer', customerSchema, 'customers');
}
