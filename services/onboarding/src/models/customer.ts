/**
 * A prospective customer and their wizard answers (docs/product.md §3 onboarding state, server side).
 * `currentStep` is the furthest step reached (1-5); `isCompleted` is set by step 5.
 */
import { type Connection, type InferSchemaType, type Model, Schema } from 'mongoose';
import type { CustomerLocale } from '@cabinetry/shared/contracts';

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
    /** the language of the customer's latest page that e-mails them (CUSTOMER_LOCALES: step 1, booking, move, cancellation, a redeemed resume link), for their e-mails */
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

/**
 * Stores `locale` as the language of customer `id` when it is not already; answers whether the customer
 * exists (false: unknown) and whether the language changed.
 */
export async function storeLocale(customers: Model<CustomerDoc>, id: string, locale: CustomerLocale): Promise<{ found: boolean; changed: boolean }> {
  const result = await customers.updateOne({ _id: id, locale: { $ne: locale } }, { $set: { locale } }).exec();
  if (result.matchedCount > 0) return { found: true, changed: true };
  return { found: !!(await customers.exists({ _id: id })), changed: false };
}

export function customerModel(conn: Connection): Model<CustomerDoc> {
  return (conn.models.Customer as Model<CustomerDoc> | undefined) ?? conn.model<CustomerDoc>('Customer', customerSchema, 'customers');
}
