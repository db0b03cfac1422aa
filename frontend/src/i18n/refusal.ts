/**
 * The API's refusals in the visitor's language: the server keeps its English `error` and sends a
 * stable `code` (ERROR_CODES in @cabinetry/shared/contracts); the page shows the catalogue's sentence
 * for that code (`errors.<code>`, with the facts of its details as placeholders, a rate limit with
 * its wait in minutes; a refused upload by its reason, `uploadRefusals.<reason>`, with the file, cap
 * and counts of its details) and never parses the English. The back office reads refusals through it
 * too, with its own catalogue's `t` (admin/lib/errors.ts).
 */
import type { TFunction } from 'i18next';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadRefusal } from '@cabinetry/shared/contracts';
import { ApiError } from '../api/client';

/** The localized sentence of a refusal with a code the catalogue of `t` words, else undefined. */
export function refusalSentence(t: TFunction, err: unknown): string | undefined {
  if (!(err instanceof ApiError) || !err.code) return undefined;
  const upload = err.code === 'upload_rejected' ? (err.body?.details as UploadRefusal | undefined) : undefined;
  // the room left is the counted number of its sentence (plural forms: 'only 1 more', 'مستندين فقط')
  const reasoned = upload?.reason ? t(`uploadRefusals.${upload.reason}`, { ...upload, count: upload.room, defaultValue: '' }) : '';
  if (reasoned) return reasoned;
  const key = `errors.${err.code}`;
  const body = err.body?.details;
  const details = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as { retryAfterSeconds?: unknown };
  const seconds = typeof details.retryAfterSeconds === 'number' ? details.retryAfterSeconds : 60;
  const sentence = t(key, { ...details, count: Math.max(1, Math.ceil(seconds / 60)), defaultValue: '' });
  return sentence || undefined;
}

/** Wordings of failed calls in the page's language. */
export interface RefusalTexts {
  /**
   * What to tell the visitor about a failed call they can act on — 429 (a limit, with when to try
   * again) or 409 (e.g. the e-mail address is locked while an appointment is booked) — else `fallback`
   * (docs/product.md §8's generic messages).
   */
  refusalText: (err: unknown, fallback: string) => string;
  /** Any refusal with a code, in the visitor's language, else `fallback`. */
  errorText: (err: unknown, fallback: string) => string;
}

/** The refusal wordings bound to the page's language. */
export function useRefusalTexts(): RefusalTexts {
  const { t } = useTranslation();
  const errorText = useCallback((err: unknown, fallback: string) => refusalSentence(t, err) ?? fallback, [t]);
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
