import { useEffect, useRef, type RefObject } from 'react';

/**
 * A text box of a server-rendered page (ADR 0025) can be typed into before React runs the page: the browser keeps
 * the text, but the component's state still holds what the server rendered, so the box showed one thing and its
 * form searched for another (Enter did nothing). Once mounted, the component takes the text the box holds. Only
 * what was typed before then is taken: later changes go through `onChange`.
 */
export function useTypedBeforeLive(
  input: RefObject<HTMLInputElement | null>,
  rendered: string,
  take: (typed: string) => void,
): void {
  const atMount = useRef({ rendered, take });
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== atMount.current.rendered) atMount.current.take(typed);
  }, [input]);
}
