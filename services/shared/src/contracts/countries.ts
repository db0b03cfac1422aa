/**
 * Phone dial codes (43) and project-address countries (58) of docs/product.md §3, grouped and ordered as the
 * pickers show them. Labels are exact UI text; an address is stored as 'street, country label'.
 */
export interface DialCode {
  id: string;
  label: string;
  code: string;
  flag: string;
  region: string;
  /** two-letter ISO code (the SPA names the country in the visitor's language by it) */
  iso: string;
}
export interface AddressCountry {
  id: string;
  label: string;
  code: string;
  flag: string;
  region: string;
  /** two-letter ISO code (the SPA names the country in the visitor's language by it) */
  iso: string;
}

/** Flag emoji of a two-letter ISO country code (regional indicator symbols). */
function flagOf(iso: string): string {
  return String.fromCodePoint(...[...iso.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** Region names of the dial-code picker, in display order. */
export const DIAL_CODE_REGIONS = ['MENA', 'North America', 'Europe', 'Asia & Pacific', 'Latin America'] as const;

/** Region names of the address-country picker, in display order. */
export const ADDRESS_REGIONS = [
  'Middle East & North Africa',
  'North America',
  'Europe',
  'Asia & Pacific',
  'Latin America',
] as const;

type Row = [id: string, label: string, value: string, iso: string];

const DIAL_ROWS: Record<(typeof DIAL_CODE_REGIONS)[number], Row[]> = {
  MENA: [
    ['lb', 'Lebanon', '+961', 'LB'],
    ['ae', 'United Arab Emirates', '+971', 'AE'],
    ['sa', 'Saudi Arabia', '+966', 'SA'],
    ['qa', 'Qatar', '+974', 'QA'],
    ['kw', 'Kuwait', '+965', 'KW'],
    ['bh', 'Bahrain', '+973', 'BH'],
    ['om', 'Oman', '+968', 'OM'],
    ['eg', 'Egypt', '+20', 'EG'],
    ['jo', 'Jordan', '+962', 'JO'],
    ['iq', 'Iraq', '+964', 'IQ'],
    ['sy', 'Syria', '+963', 'SY'],
    ['ma', 'Morocco', '+212', 'MA'],
    ['dz', 'Algeria', '+213', 'DZ'],
    ['tn', 'Tunisia', '+216', 'TN'],
  ],
  'North America': [
    ['us', 'United States', '+1', 'US'],
    ['canada', 'Canada', '+1', 'CA'],
  ],
  Europe: [
    ['uk', 'United Kingdom', '+44', 'GB'],
    ['fr', 'France', '+33', 'FR'],
    ['de', 'Germany', '+49', 'DE'],
    ['it', 'Italy', '+39', 'IT'],
    ['es', 'Spain', '+34', 'ES'],
    ['nl', 'Netherlands', '+31', 'NL'],
    ['be', 'Belgium', '+32', 'BE'],
    ['ch', 'Switzerland', '+41', 'CH'],
    ['at', 'Austria', '+43', 'AT'],
    ['se', 'Sweden', '+46', 'SE'],
    ['gr', 'Greece', '+30', 'GR'],
    ['pt', 'Portugal', '+351', 'PT'],
    ['ie', 'Ireland', '+353', 'IE'],
    ['cy', 'Cyprus', '+357', 'CY'],
  ],
  'Asia & Pacific': [
    ['in', 'India', '+91', 'IN'],
    ['cn', 'China', '+86', 'CN'],
    ['jp', 'Japan', '+81', 'JP'],
    ['kr', 'South Korea', '+82', 'KR'],
    ['sg', 'Singapore', '+65', 'SG'],
    ['my', 'Malaysia', '+60', 'MY'],
    ['ph', 'Philippines', '+63', 'PH'],
    ['au', 'Australia', '+61', 'AU'],
    ['nz', 'New Zealand', '+64', 'NZ'],
  ],
  'Latin America': [
    ['br', 'Brazil', '+55', 'BR'],
    ['mx', 'Mexico', '+52', 'MX'],
    ['ar', 'Argentina', '+54', 'AR'],
    ['co', 'Colombia', '+57', 'CO'],
  ],
};

const ADDRESS_ROWS: Record<(typeof ADDRESS_REGIONS)[number], [id: string, label: string][]> = {
  'Middle East & North Africa': [
    ['lb', 'Lebanon'],
    ['ae', 'United Arab Emirates'],
    ['sa', 'Saudi Arabia'],
    ['qa', 'Qatar'],
    ['kw', 'Kuwait'],
    ['bh', 'Bahrain'],
    ['om', 'Oman'],
    ['eg', 'Egypt'],
    ['ma', 'Morocco'],
    ['dz', 'Algeria'],
    ['tn', 'Tunisia'],
    ['jo', 'Jordan'],
    ['ps', 'Palestine'],
    ['ir', 'Iran'],
    ['iq', 'Iraq'],
    ['sy', 'Syria'],
    ['ye', 'Yemen'],
    ['ly', 'Libya'],
  ],
  'North America': [
    ['us', 'United States'],
    ['ca', 'Canada'],
    ['mx', 'Mexico'],
  ],
  Europe: [
    ['gb', 'United Kingdom'],
    ['fr', 'France'],
    ['de', 'Germany'],
    ['it', 'Italy'],
    ['es', 'Spain'],
    ['nl', 'Netherlands'],
    ['be', 'Belgium'],
    ['ch', 'Switzerland'],
    ['at', 'Austria'],
    ['se', 'Sweden'],
    ['no', 'Norway'],
    ['dk', 'Denmark'],
    ['gr', 'Greece'],
    ['pt', 'Portugal'],
    ['ie', 'Ireland'],
    ['cy', 'Cyprus'],
    ['tr', 'Turkey'],
    ['pl', 'Poland'],
  ],
  'Asia & Pacific': [
    ['in', 'India'],
    ['cn', 'China'],
    ['jp', 'Japan'],
    ['kr', 'South Korea'],
    ['sg', 'Singapore'],
    ['my', 'Malaysia'],
    ['ph', 'Philippines'],
    ['id', 'Indonesia'],
    ['pk', 'Pakistan'],
    ['au', 'Australia'],
    ['nz', 'New Zealand'],
  ],
  'Latin America': [
    ['br', 'Brazil'],
    ['ar', 'Argentina'],
    ['co', 'Colombia'],
    ['cl', 'Chile'],
    ['pe', 'Peru'],
    ['ve', 'Venezuela'],
    ['uy', 'Uruguay'],
    ['ec', 'Ecuador'],
  ],
};

/** The 43 dial codes of the phone picker, MENA first with Lebanon at the top. */
export const DIAL_CODES: DialCode[] = DIAL_CODE_REGIONS.flatMap((region) =>
  DIAL_ROWS[region].map(([id, label, code, iso]) => ({ id, label, code, flag: flagOf(iso), region, iso })),
);

/** The 58 countries of the project-address picker; `code` is the two-letter ISO code. */
export const ADDRESS_COUNTRIES: AddressCountry[] = ADDRESS_REGIONS.flatMap((region) =>
  ADDRESS_ROWS[region].map(([id, label]) => ({ id, label, code: id.toUpperCase(), flag: flagOf(id), region, iso: id.toUpperCase() })),
);

export const DEFAULT_DIAL_CODE_ID = 'lb';
export const DEFAULT_ADDRESS_COUNTRY_ID = 'lb';
