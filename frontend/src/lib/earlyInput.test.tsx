// @vitest-environment jsdom
/**
 * Input made on server-rendered HTML before React hydrates it: typed text reaches the hydrated form
 * state, taps on buttons reach their handlers once, in order, each after the previous one rendered.
 */
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { keepEarlyInput, replayEarlyInput } from './earlyInput';

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

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  log.length = 0;
});

function serverRendered(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
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
    keepEarlyInput(container);
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

  it('stops holding taps after the replay', async () => {
    const container = serverRendered();
    keepEarlyInput(container);
    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    await act(() => replayEarlyInput());
    act(() => button(container, 'Kitchen').click());
    expect(log).toEqual(['kitchen:']);
  });
});
