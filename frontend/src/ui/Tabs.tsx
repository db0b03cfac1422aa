/**
 * antd's Tabs (top, a few tabs that fit the width) for the customer pages: antd 6's markup and
 * classes (ui.test.tsx compares them), its ink bar under the active tab (placed from the tab's box,
 * so it also sits right in a right-to-left page) and its keyboard behaviour: the arrow keys (Home,
 * End) move the focus along the tabs, Enter or Space opens the focused one, a click opens it. A
 * pane once opened stays rendered, hidden, when another is chosen (as antd keeps it). Left out: the
 * overflow menu for tabs wider than the page, the pane animation, and antd's spoken 'Tab N of M'
 * (the tab role already says it).
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

export interface TabsProps {
  items: TabItem[];
  defaultActiveKey: string;
  /** space between tabs, px */
  tabBarGutter?: number;
}

// useLayoutEffect warns in the build's server renderer; the ink bar is placed in the browser only
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** Tabs with their panes; the one open first is `defaultActiveKey`. */
export function Tabs({ items, defaultActiveKey, tabBarGutter }: TabsProps) {
  const id = useId();
  const [active, setActive] = useState(defaultActiveKey);
  const [opened, setOpened] = useState(() => new Set([defaultActiveKey]));
  const [focusKey, setFocusKey] = useState<string | null>(null);
  // focus that comes from the keyboard shows antd's focus style; a click's does not
  const mouse = useRef(false);
  const [ink, setInk] = useState<CSSProperties>();
  const list = useRef<HTMLDivElement>(null);
  const keys = items.map((item) => item.key);

  const open = (key: string) => {
    setActive(key);
    setOpened((prev) => (prev.has(key) ? prev : new Set(prev).add(key)));
  };

  useBrowserLayoutEffect(() => {
    const place = () => {
      const tab = [...(list.current?.querySelectorAll<HTMLElement>('[data-node-key]') ?? [])].find((el) => el.dataset.nodeKey === active);
      if (tab) setInk({ left: tab.offsetLeft + tab.offsetWidth / 2, width: tab.offsetWidth, transform: 'translateX(-50%)' });
    };
    place();
    if (typeof ResizeObserver === 'undefined' || !list.current) return;
    const observer = new ResizeObserver(place);
    observer.observe(list.current);
    return () => observer.disconnect();
  }, [active]);

  useEffect(() => {
    if (focusKey) document.getElementById(`${id}-tab-${focusKey}`)?.focus();
  }, [focusKey, id]);

  const onKeyDown = (event: KeyboardEvent) => {
    const at = keys.indexOf(focusKey ?? active);
    // left and right swap on a right-to-left page
    const inline = getComputedStyle(event.currentTarget as Element).direction === 'rtl' ? -1 : 1;
    const to = { ArrowLeft: at - inline, ArrowRight: at + inline, Home: 0, End: keys.length - 1 }[event.code];
    if (to !== undefined) {
      if (event.code === 'Home' || event.code === 'End') event.preventDefault();
      setFocusKey(keys[(to + keys.length) % keys.length]);
    } else if (event.code === 'Enter' || event.code === 'Space') {
      event.preventDefault();
      open(focusKey ?? active);
    }
  };

  return (
    <div className="ant-tabs ant-tabs-top cedar ant-tabs-css-var">
      <div role="tablist" aria-orientation="horizontal" className="ant-tabs-nav">
        <div className="ant-tabs-nav-wrap">
          <div className="ant-tabs-nav-list" style={{ transform: 'translate(0px, 0px)' }} ref={list}>
            {items.map((item, i) => (
              <div
                key={item.key}
                data-node-key={item.key}
                className={`ant-tabs-tab${item.key === active ? ' ant-tabs-tab-active' : ''}${item.key === focusKey ? ' ant-tabs-tab-focus' : ''}`}
                style={i > 0 && tabBarGutter !== undefined ? { marginInlineStart: tabBarGutter } : undefined}
                onClick={() => open(item.key)}
              >
                <div
                  role="tab"
                  aria-selected={item.key === active}
                  id={`${id}-tab-${item.key}`}
                  className="ant-tabs-tab-btn"
                  aria-controls={`${id}-panel-${item.key}`}
                  tabIndex={item.key === active ? 0 : -1}
                  onKeyDown={onKeyDown}
                  onMouseDown={() => (mouse.current = true)}
                  onMouseUp={() => (mouse.current = false)}
                  onFocus={() => !mouse.current && setFocusKey(item.key)}
                  onBlur={() => setFocusKey(null)}
                >
                  {item.label}
                </div>
              </div>
            ))}
            <div className="ant-tabs-ink-bar ant-tabs-ink-bar-animated" style={ink} />
          </div>
        </div>
      </div>
      <div className="ant-tabs-body-holder">
        <div className="ant-tabs-body ant-tabs-body-top">
          {items.map((item) =>
            opened.has(item.key) ? (
              <div
                key={item.key}
                id={`${id}-panel-${item.key}`}
                role="tabpanel"
                tabIndex={item.key === active ? 0 : -1}
                aria-labelledby={`${id}-tab-${item.key}`}
                aria-hidden={item.key !== active}
                className={item.key === active ? 'ant-tabs-content ant-tabs-content-active' : 'ant-tabs-content ant-tabs-content-hidden'}
              >
                {item.children}
              </div>
            ) : null,
          )}
        </div>
      </div>
    </div>
  );
}
