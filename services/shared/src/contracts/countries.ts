/**
 * Phone dial codes (43) and project-address countries (~58) of SPEC §3, grouped as the pickers show them.
 * Placeholder: the full lists are being filled in.
 */
export interface DialCode {
  id: string;
  label: string;
  code: string;
  flag: string;
  region: string;
}
export interface AddressCountry {
  id: string;
  label: string;
  code: string;
  flag: string;
  region: string;
}
export const DIAL_CODES: DialCode[] = [{ id: 'lb', label: 'Lebanon', code: '+961', flag: '🇱🇧', region: 'MENA' }];
export const ADDRESS_COUNTRIES: AddressCountry[] = [
  { id: 'lb', label: 'Lebanon', code: 'LB', flag: '🇱🇧', region: 'Middle East & North Africa' },
];
export const DEFAULT_DIAL_CODE_ID = 'lb';
export const DEFAULT_ADDRESS_COUNTRY_ID = 'lb';
