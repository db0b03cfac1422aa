/**
 * Amounts of the back office (a lead's estimated project value, a board column's sum): whole US
 * dollars written as the signed-in user's language writes them, with Latin digits (docs/product.md
 * §11), e.g. 25000 → '$25,000' (en), '25 000 $US' (fr), '25,000 US$' (ar).
 */
import { useMemo } from 'react';
import { useAdminTranslation } from '../i18n/adminI18n';

/** A formatter of whole US dollars in the active language. */
export function useUsd(): (dollars: number) => string {
  const { i18n } = useAdminTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0, numberingSystem: 'latn' });
    return (dollars: number) => format.format(dollars);
  }, [locale]);
}
