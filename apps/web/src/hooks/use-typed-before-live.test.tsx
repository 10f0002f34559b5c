import { act, useRef, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useTypedBeforeLive } from './use-typed-before-live';

/** A search box whose state is shown beside it. */
function SearchBox({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeLive(input, initial, setText);
  return (
    <>
      <input ref={input} aria-label="Tìm" value={text} onChange={(event) => setText(event.target.value)} />
      <output>{text}</output>
    </>
  );
}

let root: Root | null = null;

/** The server's markup, typed into as a visitor would before React runs, then hydrated. */
async function typeThenHydrate(initial: string, typed: string | null): Promise<HTMLElement> {
  document.body.innerHTML = `<div id="root">${renderToString(<SearchBox initial={initial} />)}</div>`;
  const container = document.getElementById('root') as HTMLElement;
  const box = container.querySelector('input') as HTMLInputElement;
  if (typed !== null) box.value = typed;
  await act(async () => {
    root = hydrateRoot(container, <SearchBox initial={initial} />);
  });
  return container;
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('useTypedBeforeLive', () => {
  it('takes the text typed into the server’s markup before hydration', async () => {
    const container = await typeThenHydrate('', 'kem chống nắng');
    expect(container.querySelector('output')?.textContent).toBe('kem chống nắng');
    expect(container.querySelector('input')?.value).toBe('kem chống nắng');
  });

  it('takes a box emptied before hydration, and leaves an untouched one as rendered', async () => {
    const emptied = await typeThenHydrate('serum', '');
    expect(emptied.querySelector('output')?.textContent).toBe('');
    act(() => root?.unmount());
    const untouched = await typeThenHydrate('serum', null);
    expect(untouched.querySelector('output')?.textContent).toBe('serum');
  });
});
