/**
 * The API's refusals in the visitor's language: the server keeps its English `error` and sends a
 * stable `code` (ERROR_CODES in @cabinetry/shared/contracts); the page shows the catalogue's sentence
 * for that code (`errors.<code>`, a rate limit with its wait in minutes) and never parses the English.
 */
import type { TFunction } from 'i18next';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';

/** The localized sentence of a refusal with a code the catalogue words, else undefined. */
export function refusalSentence(t: TFunction, err: unknown): string | undefined {
  if (!(err instanceof ApiError) || !err.code) return undefined;
  const key = `errors.${err.code}`;
  const details = err.body?.details as { retryAfterSeconds?: unknown } | undefined;
  const seconds = typeof details?.retryAfterSeconds === 'number' ? details.retryAfterSeconds : 60;
  const sentence = t(key, { count: Math.max(1, Math.ceil(seconds / 60)), defaultValue: '' });
  return sentence || undefined;
}

/** The `error` sentence of a refusal's body, when it has one. */
function serverSentence(err: ApiError): string | undefined {
  const error = (err.body as { error?: unknown } | undefined)?.error;
  return typeof error === 'string' && error ? error : undefined;
}

/** Wordings of failed calls in the page's language. */
export interface RefusalTexts {
  /**
   * What to tell the visitor about a failed call they can act on — 429 (a limit, with when to try
   * again) or 409 (e.g. the e-mail address is locked while an appointment is booked) — else `fallback`
   * (docs/product.md §8's generic messages).
   */
  refusalText: (err: unknown, fallback: string) => string;
  /** Any refusal with a code, in the visitor's language (in English the server's own sentence), else `fallback`. */
  errorText: (err: unknown, fallback: string) => string;
}

/** The refusal wordings bound to the page's language. */
export function useRefusalTexts(): RefusalTexts {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en';
  const errorText = useCallback(
    // in English, the server's own sentence (the API's `error` is English, and may say more than the code: which file, how many)
    (err: unknown, fallback: string) => (english && err instanceof ApiError && err.code && serverSentence(err)) || refusalSentence(t, err) || fallback,
    [t, english],
  );
  const refusalText = useCallback(
    (err: unknown, fallback: string) => (err instanceof ApiError && (err.status === 429 || err.status === 409) ? (refusalSentence(t, err) ?? fallback) : fallback),
    [t],
  );
  return useMemo(() => ({ refusalText, errorText }), [refusalText, errorText]);
}

/** refusalText of useRefusalTexts alone. */
export function useRefusalText(): RefusalTexts['refusalText'] {
  return useRefusalTexts().refusalText;
}
