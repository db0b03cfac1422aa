/** An uploaded document (docs/product.md §3 "Uploaded document"): metadata here, bytes in object storage. */
import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';
import { FILE_CATEGORIES, type UploadedDocument, type FileCategory } from '@cabinetry/shared/contracts';

const documentSchema = new Schema({
  customerId: { type: Schema.Types.ObjectId, required: true, index: true },
  filename: { type: String, required: true },
  fileSize: { type: Number, required: true },
  fileType: { type: String, required: true },
  fileCategory: { type: String, enum: FILE_CATEGORIES, required: true },
  storageKey: { type: String, required: true },
  uploadedAt: { type: Date, default: () => new Date() },
});

export type DocumentDoc = InferSchemaType<typeof documentSchema> & { _id: { toString(): string } };

export function documentModel(conn: Connection): Model<InferSchemaType<typeof documentSchema>> {
  return conn.models.Document ?? conn.model('Document', documentSchema, 'documents');
}

export function toUploadedDocument(d: DocumentDoc): UploadedDocument {
  return {
    id: d._id.toString(),
    filename: d.filename,
    fileSize: d.fileSize,
    fileType: d.fileType,
    fileCategory: d.fileCategory as FileCategory,
    uploadedAt: d.uploadedAt.toISOString(),
  };
}
