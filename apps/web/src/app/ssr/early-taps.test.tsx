import { act, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyTaps } from './early-taps';

/** A page with a counter button, a form whose submit React handles, and a link. */
function Page({ onSubmitted }: { onSubmitted: () => void }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    document.documentElement.dataset.live = 'true';
  }, []);
  return (
    <>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        <svg aria-hidden="true" />
        Đã bấm {count}
      </button>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmitted();
        }}
      >
        <button type="submit">Tìm</button>
      </form>
      <a href="#sản-phẩm">Sản phẩm</a>
    </>
  );
}

let root: Root | null = null;
let submitted = 0;
const onSubmitted = () => (submitted += 1);

/** The server's markup of the page, not yet run by React. */
function serverMarkup(): HTMLElement {
  document.body.innerHTML = `<div id="root">${renderToString(<Page onSubmitted={onSubmitted} />)}</div>`;
  return document.getElementById('root') as HTMLElement;
}

async function hydrate(container: HTMLElement): Promise<void> {
  await act(async () => {
    root = hydrateRoot(container, <Page onSubmitted={onSubmitted} />);
  });
  // The hold is given back from a MutationObserver callback (a microtask after `data-live`).
  await act(async () => {
    await Promise.resolve();
  });
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  submitted = 0;
  delete document.documentElement.dataset.live;
  document.body.innerHTML = '';
});

describe('holdEarlyTaps', () => {
  it('gives a tap made before hydration to its button once the page is live', async () => {
    const container = serverMarkup();
    holdEarlyTaps(document);
    const button = container.querySelector('button') as HTMLButtonElement;
    // On the SVG inside the button, as a finger lands.
    container
      .querySelector('svg')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(button.textContent).toBe('Đã bấm 0');

    await hydrate(container);
    expect(button.isConnected).toBe(true);
    expect(button.textContent).toBe('Đã bấm 1');

    // Once live, taps are React's: no more holding, no second replay.
    await act(async () => button.click());
    expect(button.textContent).toBe('Đã bấm 2');
  });

  it('keeps a submit button from submitting the browser’s way and submits through React once live', async () => {
    const container = serverMarkup();
    holdEarlyTaps(document);
    const submit = container.querySelector('button[type="submit"]') as HTMLButtonElement;
    const nativeSubmit = new MouseEvent('click', { bubbles: true, cancelable: true });
    submit.dispatchEvent(nativeSubmit);
    expect(nativeSubmit.defaultPrevented).toBe(true);
    expect(submitted).toBe(0);

    await hydrate(container);
    expect(submitted).toBe(1);
  });

  it('leaves links alone and keeps only the last tap', async () => {
    const container = serverMarkup();
    holdEarlyTaps(document);
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    container.querySelector('a')?.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);

    const [counter, submit] = container.querySelectorAll('button');
    counter?.click();
    submit?.click();
    await hydrate(container);
    expect(counter?.textContent).toBe('Đã bấm 0');
    expect(submitted).toBe(1);
  });

  it('holds nothing on a page that is already live', async () => {
    const container = serverMarkup();
    document.documentElement.dataset.live = 'true';
    holdEarlyTaps(document);
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    container.querySelector('button')?.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
    await hydrate(container);
    expect(container.querySelector('button')?.textContent).toBe('Đã bấm 0');
  });

  it('lets taps through once told to stop holding (the app could not be loaded)', () => {
    const container = serverMarkup();
    const stop = holdEarlyTaps(document);
    const held = new MouseEvent('click', { bubbles: true, cancelable: true });
    container.querySelector('button')?.dispatchEvent(held);
    expect(held.defaultPrevented).toBe(true);
    stop();
    const free = new MouseEvent('click', { bubbles: true, cancelable: true });
    container.querySelector('button')?.dispatchEvent(free);
    expect(free.defaultPrevented).toBe(false);
  });
});
