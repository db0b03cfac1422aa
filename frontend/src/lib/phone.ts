/** Phone number helpers for step 1: the stored phone is the dial code followed by the local digits. */
import { DEFAULT_DIAL_CODE_ID, DIAL_CODES, type DialCode } from '@cabinetry/shared/contracts';

/** Removes every non-digit character (the phone field strips them as the user types). */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** Combines a dial-code id and local digits into the stored phone, e.g. ('lb', '71123456') → '+96171123456'. */
export function mergePhone(dialCodeId: string, localNumber: string, codes: DialCode[] = DIAL_CODES): string {
  const digits = digitsOnly(localNumber);
  if (!digits) return '';
  const code = codes.find((c) => c.id === dialCodeId) ?? codes.find((c) => c.id === DEFAULT_DIAL_CODE_ID);
  return `${code?.code ?? ''}${digits}`;
}

/**
 * Splits a stored phone back into picker and field values. A phone starting with '+' selects the
 * longest matching dial code (the first listed country wins a tie, e.g. +1 → United States).
 */
export function splitPhone(stored: string, codes: DialCode[] = DIAL_CODES): { dialCodeId: string; phoneNumber: string } {
  const value = stored.replace(/\s/g, '');
  if (value.startsWith('+')) {
    const match = codes
      .filter((c) => value.startsWith(c.code))
      .reduce<DialCode | undefined>((best, c) => (!best || c.code.length > best.code.length ? c : best), undefined);
    if (match) return { dialCodeId: match.id, phoneNumber: digitsOnly(value.slice(match.code.length)) };
  }
  return { dialCodeId: DEFAULT_DIAL_CODE_ID, phoneNumber: digitsOnly(value) };
}
