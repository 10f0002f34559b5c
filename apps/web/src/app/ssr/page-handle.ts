import type { UIMatch } from 'react-router';

/**
 * Route `handle` of the public pages the server renders (ADR 0025): anyone may read them, so the server renders
 * them as a guest and the browser hydrates them. Every other page is rendered in the browser.
 */
export type PageHandle = { ssr?: boolean };

/** Whether the current page is one the server renders (its layout then never hides it behind a loader). */
export function isServerRenderedPage(matches: readonly Pick<UIMatch, 'handle'>[]): boolean {
  return matches.some((match) => (match.handle as PageHandle | undefined)?.ssr === true);
}
