/**
 * Searchable country picker grouped by region ('Search country...', 'No country found.'), used for
 * the phone dial code and the project-address country (docs/product.md §2 step 1). A button opens a panel
 * with a search combobox and a listbox. Keyboard: arrows, Home/End, Enter, Escape; Tab or a click
 * outside closes it.
 */
import DownSvg from '@ant-design/icons-svg/es/asn/DownOutlined';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../i18n/useLocale';
import { localizedCountries } from '../lib/countryNames';
import { searchCountries, type PickerCountry } from '../lib/countrySearch';
import { Icon } from '../ui/Icon';

interface Props {
  id: string;
  ariaLabel: string;
  items: PickerCountry[];
  regions: readonly string[];
  value: string;
  onChange: (id: string) => void;
  showCode?: boolean;
}

/** A button showing the chosen country that opens a searchable, grouped list. */
export function CountryPicker({ id, ariaLabel, items: englishItems, regions, value, onChange, showCode = false }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const items = useMemo(() => localizedCountries(englishItems, locale), [englishItems, locale]);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const chosen = items.find((c) => c.id === value) ?? items[0];
  const filtered = useMemo(() => searchCountries(items, regions, query), [items, regions, query]);

  const close = (refocus: boolean) => {
    setOpen(false);
    setQuery('');
    if (refocus) document.getElementById(id)?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  });

  const openPanel = () => {
    setActive(Math.max(0, filtered.findIndex((c) => c.id === chosen?.id)));
    setOpen(true);
  };
  const pick = (c: PickerCountry) => {
    onChange(c.id);
    close(true);
  };
  const move = (index: number) => {
    const next = Math.min(Math.max(index, 0), filtered.length - 1);
    setActive(next);
    document.getElementById(`${id}-opt-${filtered[next]?.id}`)?.scrollIntoView({ block: 'nearest' });
  };
  const onKey = (e: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: active + 1, ArrowUp: active - 1, Home: 0, End: filtered.length - 1 };
    if (e.key in moves) {
      e.preventDefault();
      move(moves[e.key]);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (filtered[active]) pick(filtered[active]);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    }
  };
  const listId = `${id}-list`;
  const triggerLabel = `${ariaLabel}: ${chosen?.label ?? ''}${showCode && chosen?.code ? ` ${chosen.code}` : ''}`;

  return (
    <div
      className="country"
      ref={root}
      onBlur={(e) => {
        if (open && !root.current?.contains(e.relatedTarget as Node | null)) close(false);
      }}
    >
      <button
        type="button"
        id={id}
        className="country-trigger"
        aria-label={triggerLabel}
        aria-haspopup="listbox"
        aria-expanded={open}
        onClick={() => (open ? close(false) : openPanel())}
      >
        <span aria-hidden="true">{chosen?.flag}</span>
        <span className="country-trigger__text" aria-hidden="true">
          {showCode ? <bdi dir="ltr">{chosen?.code}</bdi> : chosen?.label}
        </span>
        <Icon svg={DownSvg} className="country-trigger__caret" aria-hidden />
      </button>
      {open && (
        <div className="country-picker">
          <input
            // focus moves into the search box as the panel opens
            autoFocus
            className="text-input"
            placeholder={t('countries.search')}
            aria-label={t('countries.search')}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
            }}
            onKeyDown={onKey}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded="true"
            aria-controls={listId}
            aria-activedescendant={filtered[active] ? `${id}-opt-${filtered[active].id}` : undefined}
          />
          <div className="country-picker__list" id={listId} role="listbox" aria-label={ariaLabel}>
            {filtered.length === 0 && <p className="country-picker__empty">{t('countries.none')}</p>}
            {regions.map((region) => {
              const group = filtered.filter((c) => c.region === region);
              if (group.length === 0) return null;
              return (
                <div key={region} role="group" aria-label={t(`countries.regions.${region}`)}>
                  <div className="country-picker__region" aria-hidden="true">
                    {t(`countries.regions.${region}`)}
                  </div>
                  {group.map((c) => {
                    const index = filtered.indexOf(c);
                    return (
                      <div
                        key={c.id}
                        id={`${id}-opt-${c.id}`}
                        role="option"
                        aria-selected={c.id === chosen?.id}
                        className={`country-picker__option${index === active ? ' is-active' : ''}${c.id === chosen?.id ? ' is-selected' : ''}`}
                        onPointerEnter={() => setActive(index)}
                        // keep focus in the search box while clicking an option
                        onMouseDown={(e) => e.preventDefault()}
                        onClick={() => pick(c)}
                      >
                        <span aria-hidden="true">{c.flag}</span>
                        <span className="country-picker__label">{c.label}</span>
                        {c.code && (
                          <span className="country-picker__code" dir="ltr">
                            {c.code}
                          </span>
                        )}
                      </div>
                    );
                  })}
                </div>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}
