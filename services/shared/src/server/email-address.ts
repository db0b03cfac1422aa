/** The one normal form of an e-mail address for comparing and counting (trimmed, lower-cased). */
export const normalizedEmail = (address: string): string => address.trim().toLowerCase();
