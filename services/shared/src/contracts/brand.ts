/**
 * The brand as every part of the product shows it: the SPA (logo, footer, appointment details),
 * the e-mails (sender name, signature, showroom address), the calendar file and the Google
 * Calendar event. Browser-safe constants.
 */
export const BRAND = {
  /** Company name, also the e-mail sender's display name and the calendar organizer's name. */
  name: 'Atelier Cedar',
  tagline: 'Bespoke kitchens & wardrobes',
  /** Where in-person consultations take place. */
  showroomAddress: 'Atelier Cedar Showroom, Armenia Street, Mar Mikhael, Beirut, Lebanon',
  email: 'studio@ateliercedar.com',
  phone: '+961 1 555 010',
} as const;
