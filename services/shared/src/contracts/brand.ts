/**
 * The brand as every part of the product shows it: the SPA (logo, footer, appointment details),
 * the e-mails (sender name, signature), the calendar file and the Google Calendar event; the
 * showroom's name and address in each language are in ./showroom.ts. Browser-safe constants.
 */
export const BRAND = {
  /** Company name, also the e-mail sender's display name and the calendar organizer's name. */
  name: 'Atelier Cedar',
  tagline: 'Bespoke kitchens & wardrobes',
  email: 'studio@ateliercedar.com',
  phone: '+961 1 555 010',
} as const;
