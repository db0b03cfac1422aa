/**
 * Searchable country picker grouped by region ('Search country...', 'No country found.'), used for
 * the phone dial code and the project-address country. Keyboard: arrows, Enter, Escape.
 */
import { DownOutlined } from '@ant-design/icons';
import { Input, Popover } from 'antd';
import { useMemo, useState, type KeyboardEvent } from 'react';

export interface PickerCountry {
  id: string;
  label: string;
  flag: string;
  region: string;
  /** dial code, shown when `showCode` */
  code?: string;
}

interface Props {
  id: string;
  ariaLabel: string;
  items: PickerCountry[];
  regions: readonly string[];
  value: string;
  onChange: (id: string) => void;
  showCode?: boolean;
  onBlur?: () => void;
}

/** A button showing the chosen country that opens a searchable, grouped list. */
export function CountryPicker({ id, ariaLabel, items, regions, value, onChange, showCode = false, onBlur }: Props) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const chosen = items.find((c) => c.id === value) ?? items[0];

  const filtered = useMemo(() => {
    const q = query.trim().toLowerCase();
    const hits = q ? items.filter((c) => `${c.label} ${c.code ?? ''} ${c.id}`.toLowerCase().includes(q)) : items;
    return regions.flatMap((r) => hits.filter((c) => c.region === r));
  }, [items, regions, query]);

  const close = () => {
    setOpen(false);
    setQuery('');
    onBlur?.();
    document.getElementById(id)?.focus();
  };
  const pick = (c: PickerCountry) => {
    onChange(c.id);
    close();
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = Math.min(Math.max(active + (e.key === 'ArrowDown' ? 1 : -1), 0), filtered.length - 1);
      setActive(next);
      document.getElementById(`${id}-opt-${filtered[next]?.id}`)?.scrollIntoView({ block: 'nearest' });
    } else if (e.key === 'Enter' && filtered[active]) {
      e.preventDefault();
      pick(filtered[active]);
    } else if (e.key === 'Escape') close();
  };

  const list = (
    <div className="country-picker">
      <Input
        autoFocus
        placeholder="Search country..."
        aria-label="Search country..."
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKey}
        role="combobox"
        aria-expanded="true"
        aria-controls={`${id}-list`}
        aria-activedescendant={filtered[active] ? `${id}-opt-${filtered[active].id}` : undefined}
      />
      <div className="country-picker__list" id={`${id}-list`} role="listbox" aria-label={ariaLabel}>
        {filtered.length === 0 && <p className="country-picker__empty">No country found.</p>}
        {regions.map((region) => {
          const group = filtered.filter((c) => c.region === region);
          if (group.length === 0) return null;
          return (
            <div key={region} role="group" aria-label={region}>
              <div className="country-picker__region" aria-hidden="true">{region}</div>
              {group.map((c) => {
                const index = filtered.indexOf(c);
                return (
                  <div
                    key={c.id}
                    id={`${id}-opt-${c.id}`}
                    role="option"
                    aria-selected={c.id === chosen?.id}
                    className={`country-picker__option${index === active ? ' is-active' : ''}${c.id === chosen?.id ? ' is-selected' : ''}`}
                    onMouseEnter={() => setActive(index)}
                    onClick={() => pick(c)}
                  >
                    <span aria-hidden="true">{c.flag}</span>
                    <span className="country-picker__label">{c.label}</span>
                    {c.code && <span className="country-picker__code">{c.code}</span>}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );

  return (
    <Popover
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      trigger="click"
      placement="bottomLeft"
      arrow={false}
      content={list}
      destroyOnHidden
    >
      <button
        type="button"
        id={id}
        className="country-trigger"
        aria-label={`${ariaLabel}: ${chosen?.label ?? ''}${showCode && chosen?.code ? ` ${chosen.code}` : ''}`}
        aria-haspopup="listbox"
        aria-expanded={open}
      >
        <span aria-hidden="true">{chosen?.flag}</span>
        <span className="country-trigger__text">{showCode ? chosen?.code : chosen?.label}</span>
        <DownOutlined className="country-trigger__caret" aria-hidden />
      </button>
    </Popover>
  );
}
