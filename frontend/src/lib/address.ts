/** Project-address helpers for step 1: the stored address is 'street, country label'. */
import { ADDRESS_COUNTRIES, DEFAULT_ADDRESS_COUNTRY_ID, type AddressCountry } from '@cabinetry/shared/contracts';

/** Combines the street field and the picked country into the stored address ('' when no street is given). */
export function mergeAddress(street: string, countryId: string, countries: AddressCountry[] = ADDRESS_COUNTRIES): string {
  const text = street.trim();
  if (!text) return '';
  const country = countries.find((c) => c.id === countryId);
  return country ? `${text}, ${country.label}` : text;
}

/**
 * Splits a stored address: the text after the last comma is matched (case-insensitively) to a country
 * label and the rest fills the street; without a match the whole text is the street.
 */
export function splitAddress(
  stored: string,
  countries: AddressCountry[] = ADDRESS_COUNTRIES,
): { addressCountry: string; street: string } {
  const comma = stored.lastIndexOf(',');
  const tail = stored.slice(comma + 1).trim().toLowerCase();
  const country = countries.find((c) => c.label.toLowerCase() === tail);
  if (!country) return { addressCountry: DEFAULT_ADDRESS_COUNTRY_ID, street: stored.trim() };
  return { addressCountry: country.id, street: comma < 0 ? '' : stored.slice(0, comma).trim() };
}
