// @vitest-environment jsdom
/**
 * Input made on server-rendered HTML before React hydrates it, recorded by the pages' inline capture
 * script (run here as the page runs it) and replayed by replayEarlyInput: typed text reaches the hydrated form
 * state, a field focused and left counts as touched for react-final-form (its error shows), taps on
 * buttons reach their handlers once, in order, each after the previous one rendered; on a page
 * rendered anew over the HTML (a returning visitor's saved answers), the same reaches the new page's
 * elements, and a tap on a card means the state the visitor did not see.
 */
import { act, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_INPUT_SCRIPT } from '@cabinetry/shared/server/early-input-script';
import { replayEarlyInput } from './earlyInput';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const log: string[] = [];

/** A name field and a Save button that disables itself while saving (as the wizard's Continue does). */
function Page() {
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  return (
    <form>
      <input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} />
      <button type="button" onClick={() => log.push(`kitchen:${name}`)}>
        Kitchen
      </button>
      <button
        type="submit"
        disabled={saving}
        onClick={(e) => {
          e.preventDefault();
          log.push(`save:${name}`);
          setSaving(true);
        }}
      >
        Save
      </button>
    </form>
  );
}

/** Two required fields showing their error once touched, as step 1's TextField does. */
function RequiredFields() {
  const required = (v: string | undefined) => (v ? undefined : 'Required');
  return (
    <Form onSubmit={() => undefined}>
      {() => (
        <form>
          {['first', 'last'].map((name) => (
            <Field<string> key={name} name={name} validate={required}>
              {({ input, meta }) => (
                <label>
                  {name}
                  <input {...input} aria-label={name} />
                  {meta.touched && meta.error && <span role="alert">{`${name}: ${meta.error}`}</span>}
                </label>
              )}
            </Field>
          ))}
        </form>
      )}
    </Form>
  );
}

let root: Root | undefined;
afterEach(() => {
  (window as { __earlyInput?: { stop(): void } }).__earlyInput?.stop();
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  log.length = 0;
});

/** `page` rendered on the server into the page's #root, and the capture script started as the page starts it. */
function serverRendered(page = <Page />): HTMLElement {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(page);
  document.body.append(container);
  new Function(EARLY_INPUT_SCRIPT)();
  return container;
}

const button = (container: HTMLElement, name: string) => [...container.querySelectorAll('button')].find((b) => b.textContent === name)!;

function type(field: HTMLInputElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('early input', () => {
  it('replays typed text and taps once hydrated: each tap once, in order, a disabled button not again', async () => {
    const container = serverRendered();
    type(container.querySelector('input')!, 'Rania');
    button(container, 'Kitchen').click();
    button(container, 'Save').click();
    button(container, 'Save').click();
    expect(log).toEqual([]);

    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    await act(() => replayEarlyInput());

    expect(log).toEqual(['kitchen:Rania', 'save:Rania']);
    expect(container.querySelector('input')!.value).toBe('Rania');
    expect(button(container, 'Save').disabled).toBe(true);
  });

  it('replays a tap on an element acting as a button (a selectable card, role="button") once', async () => {
    function Card() {
      const [selected, setSelected] = useState(false);
      return (
        <div role="button" tabIndex={0} aria-pressed={selected} onClick={() => setSelected((s) => !s)}>
          <span>Oak</span>
        </div>
      );
    }
    const container = serverRendered(<Card />);
    container.querySelector('span')!.click();
    expect(container.querySelector('[role="button"]')!.getAttribute('aria-pressed')).toBe('false');

    await act(async () => {
      root = hydrateRoot(container, <Card />);
    });
    await act(() => replayEarlyInput());

    expect(container.querySelector('[role="button"]')!.getAttribute('aria-pressed')).toBe('true');
  });

  for (const saved of [false, true]) {
    it(`replays a tap on a card's description (data-tap) as a tap on the card it describes (saved ${saved})`, async () => {
      function Card({ initial }: { initial: boolean }) {
        const [selected, setSelected] = useState(initial);
        return (
          <div>
            <div role="button" tabIndex={0} aria-pressed={selected} aria-describedby="oak-desc" onClick={() => setSelected((s) => !s)}>
              Oak
            </div>
            <p id="oak-desc" data-tap="" onClick={() => setSelected((s) => !s)}>
              Warm grain
            </p>
          </div>
        );
      }
      const container = serverRendered(<Card initial={false} />);
        container.querySelector('p')!.click();
      expect(container.querySelector('[role="button"]')!.getAttribute('aria-pressed')).toBe('false');

      // the visitor meant to select it: selected once, and left selected when their saved answers select it already
      await act(async () => {
        root = saved ? createRoot(container) : hydrateRoot(container, <Card initial={false} />);
        if (saved) root.render(<Card initial />);
      });
      await act(() => replayEarlyInput());

      expect(container.querySelector('[role="button"]')!.getAttribute('aria-pressed')).toBe('true');
    });
  }

  it('stops holding taps after the replay', async () => {
    const container = serverRendered();
    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    await act(() => replayEarlyInput());
    act(() => button(container, 'Kitchen').click());
    expect(log).toEqual(['kitchen:']);
  });

  it('makes a field focused and left before hydration touched, so its error shows, and leaves focus where it is', async () => {
    const container = serverRendered(<RequiredFields />);
    const [first, last] = container.querySelectorAll('input');
    first.focus();
    last.focus(); // first is left empty
    await act(async () => {
      root = hydrateRoot(container, <RequiredFields />);
    });
    expect(container.querySelectorAll('[role="alert"]')).toHaveLength(0);
    await act(() => replayEarlyInput());
    expect([...container.querySelectorAll('[role="alert"]')].map((e) => e.textContent)).toEqual(['first: Required']);
    expect(document.activeElement).toBe(last);
    // the field still focused counts once it is left, as usual
    act(() => first.focus());
    expect([...container.querySelectorAll('[role="alert"]')].map((e) => e.textContent)).toEqual(['first: Required', 'last: Required']);
  });
  it('on a page rendered anew over the HTML, replays text and taps on the new elements and moves focus there', async () => {
    const container = serverRendered();
    const early = container.querySelector('input')!;
    early.focus();
    type(early, 'Rania');
    button(container, 'Kitchen').click();
    await act(async () => {
      root = createRoot(container);
      root.render(<Page />);
    });
    expect(early.isConnected).toBe(false);
    await act(() => replayEarlyInput());

    expect(log).toEqual(['kitchen:Rania']);
    expect(container.querySelector('input')!.value).toBe('Rania');
    expect(document.activeElement).toBe(container.querySelector('input'));
  });

  /** A card whose first state comes from saved answers, as a returning visitor's step 1 renders it. */
  function SavedCard({ saved }: { saved: boolean }) {
    const [on, setOn] = useState(saved);
    return (
      <button type="button" role="checkbox" aria-checked={on} aria-label="Kitchen" onClick={() => setOn((v) => !v)}>
        Kitchen
      </button>
    );
  }

  for (const saved of [false, true]) {
    it(`selects a card tapped (twice) on the HTML once the page renders anew, whatever the saved answers (saved ${saved})`, async () => {
      const container = serverRendered(<SavedCard saved={false} />);
        const card = container.querySelector('button')!;
      card.click();
      card.click(); // the card did not answer: tapped again
      await act(async () => {
        root = createRoot(container);
        root.render(<SavedCard saved={saved} />);
      });
      await act(() => replayEarlyInput());
      expect(container.querySelector('button')!.getAttribute('aria-checked')).toBe('true');
    });
  }

  it('drops a tap whose element is not at its place in a page rendered anew', async () => {
    const container = serverRendered();
    button(container, 'Kitchen').click();
    await act(async () => {
      root = createRoot(container);
      root.render(<SavedCard saved={false} />);
    });
    await act(() => replayEarlyInput());
    expect(log).toEqual([]);
    expect(container.querySelector('button')!.getAttribute('aria-checked')).toBe('false');
  });
});

describe('the capture script', () => {
  it('holds a click on a submit button before the app (no native submit) and leaves others alone', () => {
    const container = serverRendered();
    const submit = new MouseEvent('click', { bubbles: true, cancelable: true });
    button(container, 'Save').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    const outside = document.body.appendChild(document.createElement('button'));
    const elsewhere = new MouseEvent('click', { bubbles: true, cancelable: true });
    outside.dispatchEvent(elsewhere);
    expect(elsewhere.defaultPrevented).toBe(false);
  });

  it("replays Enter on a card (role=\"button\") once, as the card's own key handler sees it", async () => {
    function Card() {
      const [selected, setSelected] = useState(false);
      return (
        <div role="button" tabIndex={0} aria-pressed={selected} onKeyDown={(e) => e.key === 'Enter' && setSelected((s) => !s)}>
          Oak
        </div>
      );
    }
    const container = serverRendered(<Card />);
    const card = container.querySelector<HTMLElement>('[role="button"]')!;
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    card.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    await act(async () => {
      root = hydrateRoot(container, <Card />);
    });
    expect(card.getAttribute('aria-pressed')).toBe('false');
    await act(() => replayEarlyInput());
    expect(card.getAttribute('aria-pressed')).toBe('true');
  });

  it('replays once and then detaches: a later replay does nothing, the app sees taps directly', async () => {
    const container = serverRendered();
    button(container, 'Kitchen').click();
    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    await act(() => replayEarlyInput());
    await act(() => replayEarlyInput());
    expect(log).toEqual(['kitchen:']);
    expect(window).not.toHaveProperty('__earlyInput');
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => void button(container, 'Kitchen').dispatchEvent(later));
    expect(log).toEqual(['kitchen:', 'kitchen:']);
  });

  it('takes a value the browser restored into a field (a reload) as typed', async () => {
    const container = serverRendered();
    container.querySelector('input')!.value = 'Restored';
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    await act(() => replayEarlyInput());
    act(() => button(container, 'Kitchen').click());
    expect(log).toEqual(['kitchen:Restored']);
  });
});
