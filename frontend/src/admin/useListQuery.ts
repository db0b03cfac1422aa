/**
 * The one hook of the back office's list pages (leads, appointments, audit log, materials,
 * categories, and any new one):
 * paging, sorting and filters live in the URL's search parameters (react-router), so Back, reload
 * and a shared link restore the view. What the URL says is checked against the route's query schema
 * from the contracts (e.g. leadQuerySchema, with its standalone validator): a parameter the schema
 * refuses is dropped (the page shows its default instead), so the server only ever receives a
 * query it accepts. Other search parameters (e.g. the appointments page's view) are left alone.
 */
import { type CompiledValidator, type Schema, validateWith } from '@cabinetry/shared/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A list route's query: every value a string, as in a URL. */
export type ListQuery<Q> = { [K in keyof Q]?: string };
type Values = Record<string, string | undefined>;

/** Parameters that move through the list rather than filter it: changing any other returns to page 1. */
const PAGING = new Set(['page', 'pageSize']);

export interface ListQueryState<Q extends ListQuery<Q>> {
  /** `defaults` overlaid with the URL's valid parameters. */
  query: Q;
  /** The 1-based page and the page size the query asks for (defaults: 1, `pageSize`). */
  page: number;
  pageSize: number;
  /** Whether a filter (anything but paging) differs from its default. */
  filtered: boolean;
  /** Sets parameters ('' or undefined = back to the default); any change but paging returns to page 1. */
  update(changes: Partial<Q>): void;
  /** Drops every filter and the paging (other search parameters stay). */
  clear(): void;
}

/**
 * The list query of a route whose query schema is `schema` (its keys are the parameters the hook
 * owns) and standalone `validator`, with `defaults` (a constant) for absent parameters, the page size
 * included when the list pages (a page without paging, e.g. the board, gives none: `pageSize` is then 0).
 * URL changes replace the history entry: Back leaves the page as it was left.
 */
export function useListQuery<Q extends ListQuery<Q>>(schema: Schema<Q>, validator: CompiledValidator, defaults: Q & { pageSize?: string }): ListQueryState<Q> {
  const [search, setSearch] = useSearchParams();
  const keys = useMemo(() => Object.keys((schema as { properties?: object }).properties ?? {}), [schema]);

  const query = useMemo(() => {
    const given: Values = {};
    for (const key of keys) {
      const value = search.get(key);
      if (value) given[key] = value;
    }
    // drop what the schema refuses, field by field, until the query is valid (defaults are)
    for (let round = 0; round <= keys.length; round++) {
      const result = validateWith<Q>(validator, { ...defaults, ...given });
      if (result.ok) return result.value;
      const refused = Object.keys(result.errors).map((field) => field.split('.')[0]).filter((key) => key in given);
      if (refused.length === 0) break;
      for (const key of refused) delete given[key];
    }
    return { ...defaults };
  }, [search, keys, validator, defaults]);

  const update = useCallback(
    (changes: Partial<Q>) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || value === (defaults as Values)[key]) next.delete(key);
            else next.set(key, String(value));
          }
          if (!Object.keys(changes).some((key) => PAGING.has(key))) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearch, defaults],
  );

  const clear = useCallback(() => {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of keys) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [setSearch, keys]);

  return {
    query,
    page: Number((query as Values).page ?? 1),
    pageSize: Number((query as Values).pageSize ?? defaults.pageSize ?? 0),
    filtered: keys.some((key) => !PAGING.has(key) && (query as Values)[key] !== (defaults as Values)[key]),
    update,
    clear,
  };
}
