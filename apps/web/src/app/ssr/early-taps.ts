/** What a tap before the app runs is kept for: controls whose behaviour is React's alone (links navigate by themselves). */
const CONTROL = 'button, [role="button"], input[type="checkbox"], input[type="radio"]';

/**
 * A server-rendered page (ADR 0025) shows its buttons before React runs it: on a phone, for a second or more. A tap
 * on one in that time would reach no handler, or worse, submit its form the browser's way. From the page's first
 * script until `<html data-live>` (set by main.tsx once the page is hydrated), a tap on a control of the app is held
 * (its default and its propagation stopped, so neither the browser nor React's partial hydration acts on it), and
 * the last one is given to the control once the page is live. A control that left the page meanwhile gets nothing.
 * Returns what stops holding without giving anything (the app could not be loaded: the markup is all there is).
 */
export function holdEarlyTaps(doc: Document): () => void {
  const root = doc.getElementById('root');
  if (!root || doc.documentElement.dataset.live === 'true') return () => {};
  let held: HTMLElement | null = null;

  const onClick = (event: MouseEvent): void => {
    const target = event.target instanceof Element ? event.target.closest(CONTROL) : null;
    if (!(target instanceof HTMLElement) || !root.contains(target) || target.closest('a[href]')) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
  };
  doc.addEventListener('click', onClick, true);

  const stop = (): void => {
    observer.disconnect();
    doc.removeEventListener('click', onClick, true);
  };
  const observer = new MutationObserver(() => {
    if (doc.documentElement.dataset.live !== 'true') return;
    stop();
    const target = held;
    held = null;
    if (target?.isConnected) target.click();
  });
  observer.observe(doc.documentElement, { attributes: true, attributeFilter: ['data-live'] });
  return stop;
}
