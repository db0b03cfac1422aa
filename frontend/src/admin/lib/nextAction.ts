/**
 * A lead's next action as staff read it: the product's own (AUTOMATIC_NEXT_ACTIONS, stored in
 * English) in the staff member's language, anything staff typed as typed.
 */
import { AUTOMATIC_NEXT_ACTIONS, type AutomaticNextAction } from '@cabinetry/shared/contracts';
import type { TFunction } from 'i18next';

const BY_TEXT = new Map(Object.entries(AUTOMATIC_NEXT_ACTIONS).map(([key, text]) => [text as string, key as AutomaticNextAction]));

/** `text` in `t`'s language when it is one of the product's next actions, else `text`. */
export function nextActionText(t: TFunction, text: string): string {
  const key = BY_TEXT.get(text);
  return key ? t(`pipeline.automaticActions.${key}`) : text;
}
