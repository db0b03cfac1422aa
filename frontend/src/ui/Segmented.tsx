/**
 * antd's Segmented (a small set of mutually exclusive options) for the customer pages: antd 6's
 * markup and classes (ui.test.tsx compares them), its keyboard behaviour (the arrow keys choose the
 * previous or next option, round the ends) and its keyboard focus ring; the sliding thumb animation
 * is left out.
 */
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface SegmentedOption<V extends string> {
  value: V;
  label: ReactNode;
  /** the hover title; defaults to the label when it is text */
  title?: string;
}

export interface SegmentedProps<V extends string> {
  options: SegmentedOption<V>[];
  value: V;
  onChange: (value: V) => void;
  size?: 'small';
  'aria-label': string;
}

/** A radio group drawn as a segmented control. */
export function Segmented<V extends string>({ options, value, onChange, size, 'aria-label': label }: SegmentedProps<V>) {
  const name = useId();
  const [focused, setFocused] = useState(false);
  const [keyboard, setKeyboard] = useState(false);
  const onKeyDown = (event: KeyboardEvent) => {
    // left and right swap on a right-to-left page
    const inline = getComputedStyle(event.currentTarget as Element).direction === 'rtl' ? -1 : 1;
    const offset = { ArrowLeft: -inline, ArrowUp: -1, ArrowRight: inline, ArrowDown: 1 }[event.key];
    if (!offset) return;
    const next = options[(options.findIndex((o) => o.value === value) + offset + options.length) % options.length];
    if (next.value !== value) onChange(next.value);
  };
  return (
    <div role="radiogroup" aria-label={label} tabIndex={0} aria-orientation="horizontal" className={`ant-segmented${size === 'small' ? ' ant-segmented-sm' : ''} cedar`}>
      <div className="ant-segmented-group">
        {options.map((o) => {
          const on = o.value === value;
          const classes = ['ant-segmented-item', on && 'ant-segmented-item-selected ant-segmented-item-selected-text', on && focused && keyboard && 'ant-segmented-item-focused'];
          return (
            <label key={o.value} className={classes.filter(Boolean).join(' ')} onMouseDown={() => setKeyboard(false)}>
              <input
                name={name}
                className="ant-segmented-item-input"
                type="radio"
                checked={on}
                onChange={() => onChange(o.value)}
                onFocus={() => setFocused(true)}
                onBlur={() => setFocused(false)}
                onKeyDown={onKeyDown}
                onKeyUp={(event) => event.key === 'Tab' && setKeyboard(true)}
              />
              <div className="ant-segmented-item-label" title={o.title ?? (typeof o.label === 'string' ? o.label : undefined)}>
                {o.label}
              </div>
            </label>
          );
        })}
      </div>
    </div>
  );
}
