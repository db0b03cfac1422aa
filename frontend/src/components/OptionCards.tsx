/** Large selectable cards for a small set of choices: checkboxes (multiple) or radios (single). */
import CheckCircleFilledSvg from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import type { KeyboardEvent, ReactNode } from 'react';
import { Icon } from '../ui/Icon';

export interface CardOption<V extends string> {
  value: V;
  title: string;
  description?: string;
  icon?: ReactNode;
}

interface Props<V extends string> {
  /** accessible name of the group */
  label: string;
  options: CardOption<V>[];
  selected: V[];
  onToggle: (value: V) => void;
  multiple?: boolean;
}

/** A row of cards; each card's accessible name is its title, its description is attached. */
export function OptionCards<V extends string>({ label, options, selected, onToggle, multiple = false }: Props<V>) {
  // radio groups: the arrow keys choose and focus the next or previous card (left and right swap on a right-to-left page)
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const inline = getComputedStyle(e.currentTarget).direction === 'rtl' ? -1 : 1;
    const step = { ArrowRight: inline, ArrowDown: 1, ArrowLeft: -inline, ArrowUp: -1 }[e.key];
    if (multiple || !step) return;
    e.preventDefault();
    const current = options.findIndex((o) => o.value === selected[0]);
    const next = (current + step + options.length) % options.length;
    onToggle(options[next].value);
    (e.currentTarget.children[next] as HTMLElement | undefined)?.focus();
  };
  return (
    <div className="option-cards" role={multiple ? 'group' : 'radiogroup'} aria-label={label} onKeyDown={onKey}>
      {options.map((o) => {
        const on = selected.includes(o.value);
        return (
          <button
            key={o.value}
            type="button"
            role={multiple ? 'checkbox' : 'radio'}
            aria-checked={on}
            tabIndex={multiple || on || (selected.length === 0 && o === options[0]) ? 0 : -1}
            aria-label={o.title}
            aria-describedby={o.description ? `opt-${o.value}-desc` : undefined}
            className={`option-card${on ? ' option-card--on' : ''}`}
            onClick={() => onToggle(o.value)}
          >
            {o.icon && <span className="option-card__icon">{o.icon}</span>}
            <span className="option-card__text">
              <span className="option-card__title">{o.title}</span>
              {o.description && (
                <span className="option-card__desc" id={`opt-${o.value}-desc`}>
                  {o.description}
                </span>
              )}
            </span>
            <Icon svg={CheckCircleFilledSvg} className="option-card__tick" aria-hidden />
          </button>
        );
      })}
    </div>
  );
}
