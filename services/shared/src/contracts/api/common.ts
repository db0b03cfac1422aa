/** Schema fragments the route tables share: path parameters, simple answers. Browser-safe. */
import { ObjectIdString, Type } from '../schema';

/** `{id}`: a MongoDB ObjectId. */
export const objectIdParams = <const K extends string>(name: K) =>
  Type.Object({ [name]: ObjectIdString({ errorMessage: `Invalid ${name}` }) } as Record<K, ReturnType<typeof ObjectIdString>>);

/** `{id}`: a catalogue item's numeric id (1…999999999). */
export const numericIdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$', errorMessage: 'Invalid id' }) });

/** `{ success: true }`, with the id acted on when there is one. */
export const successSchema = Type.Object({ success: Type.Literal(true), id: Type.Optional(Type.Union([Type.String(), Type.Integer()])) });

/** A file part of a multipart body. */
export const filePart = (description: string) => Type.String({ format: 'binary', description });
