/** The brand shown across the product (logo wordmark, footer, calendar file). */
export const BRAND = {
  name: 'Atelier Cedar',
  tagline: 'Bespoke kitchens & wardrobes',
  showroomAddress: 'Atelier Cedar Showroom, Armenia Street, Mar Mikhael, Beirut, Lebanon',
  email: 'studio@ateliercedar.com',
  phone: '+961 1 555 010',
} as const;
