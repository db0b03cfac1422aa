/**
 * Designers (issue 23): the people customers meet, managed by admins on the back office's Designers
 * page (GET/POST /api/admin/designers, PUT/DELETE /api/admin/designers/{id}). Each has their own
 * weekly hours and days off, which must lie inside the showroom's availability rules (checked by
 * the scheduling service), the languages they speak and a weight: the share of bookings they
 * should get relative to the others (2 = twice as many as a designer of weight 1), and optionally
 * their own Google account (connected through the same OAuth flow as the showroom's). With no
 * designer defined the showroom books as one calendar. Browser-safe.
 */
import { availabilityRulesSchema } from './availability';
import { LOCALE_CODES, type LocaleCode } from './locales';
import { Nullable, ObjectIdString, type Static, StringEnum, Type } from './schema';

/** Languages a designer may speak (the product's languages, ./locales.ts). */
export const DESIGNER_LANGUAGES = LOCALE_CODES;
export type DesignerLanguage = LocaleCode;

/** Highest weight: a designer gets at most this many times the bookings of a designer of weight 1. */
export const MAX_DESIGNER_WEIGHT = 10;

/** POST/PUT /api/admin/designers body (and the admin dialog's values). */
export const designerRequestSchema = Type.Object(
  {
    displayName: Type.String({ minLength: 1, maxLength: 80, pattern: '\\S', errorMessage: 'Please enter the name customers will see (up to 80 characters)' }),
    email: Type.String({ minLength: 1, maxLength: 254, format: 'email', errorMessage: 'Please enter a valid email address' }),
    languages: Type.Array(StringEnum(DESIGNER_LANGUAGES), { minItems: 1, maxItems: DESIGNER_LANGUAGES.length, uniqueItems: true, errorMessage: 'Choose the languages the designer speaks' }),
    /** ISO weekday → working stretches (Beirut time), each inside the showroom's hours that day; [] = not working. */
    weeklyHours: availabilityRulesSchema.properties.weeklyHours,
    /** The designer's own days off, 'YYYY-MM-DD' (on top of the showroom's). */
    daysOff: availabilityRulesSchema.properties.daysOff,
    /** Share of bookings relative to the other designers (default 1). */
    weight: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_DESIGNER_WEIGHT, errorMessage: `The weight must be a whole number from 1 to ${MAX_DESIGNER_WEIGHT}` })),
    /** Inactive designers are offered no new bookings; their appointments stay theirs. */
    isActive: Type.Boolean({ errorMessage: 'isActive must be true or false' }),
    /** The staff account of this designer, if any. */
    staffUserId: Type.Optional(Nullable(ObjectIdString({ errorMessage: 'Invalid staff user' }))),
  },
  { additionalProperties: false },
);
export type DesignerRequest = Static<typeof designerRequestSchema>;

/** A designer as the back office reads it. */
export const designerSchema = Type.Object({
  id: Type.String(),
  displayName: Type.String(),
  email: Type.String(),
  languages: Type.Array(StringEnum(DESIGNER_LANGUAGES)),
  weeklyHours: availabilityRulesSchema.properties.weeklyHours,
  daysOff: Type.Array(Type.String()),
  weight: Type.Integer(),
  isActive: Type.Boolean(),
  staffUserId: Nullable(Type.String()),
  /** The designer's own Google account, whose calendar holds their events (null: the showroom's linked account holds them); email '' when Google did not say. */
  googleAccount: Nullable(Type.Object({ email: Type.String() })),
});
export type Designer = Static<typeof designerSchema>;

/**
 * GET /api/admin/me/google: the own Google account of the designer linked to the signed-in `designer`
 * account (their "My calendar" page): whether Google is configured on the server, whether one is
 * linked and its address (their own: '' or absent when Google did not say).
 */
export const myGoogleStatusSchema = Type.Object({
  /** the designer the account is linked to now */
  designerName: Type.String(),
  configured: Type.Boolean(),
  isAuthorized: Type.Boolean(),
  email: Type.Optional(Type.String()),
});
export type MyGoogleStatus = Static<typeof myGoogleStatusSchema>;
