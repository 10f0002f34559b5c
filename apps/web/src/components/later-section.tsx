import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';

/**
 * A section below the fold as a download of its own (issue 26): a server-rendered page paints it from the HTML, and
 * React hydrates it once its code has arrived, after the rest of the page is live (a Suspense boundary hydrates on
 * its own); the first screen's code does not wait for it. On a page opened in the app, `minHeight` is kept for it
 * while the code comes, so nothing below it jumps.
 */
export function laterSection<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  minHeight: number,
): (props: Props) => ReactElement {
  const Section = lazy(async () => ({ default: await load() }));
  function LaterSection(props: Props) {
    return (
      <Suspense fallback={<div aria-busy="true" style={{ minHeight }} />}>
        <Section {...props} />
      </Suspense>
    );
  }
  return LaterSection;
}
