import type { UIMatch } from 'react-router';
import type { SESSION_COOKIES } from '@lumi/shared';

/** The back offices' signed-in people whose screens the server renders for them (ADR 0041). */
export type SignedInRenderKind = keyof typeof SESSION_COOKIES;

/**
 * Route `handle` of the pages the server renders:
 * - `ssr`: a public page (ADR 0025) anyone may read, rendered as a guest and hydrated by the browser;
 * - `ssrAs`: a back-office area (ADR 0041), rendered for the person whose token the request's mirror cookie carries
 *   (the browser renders it when there is none, or it is refused).
 * Every other page is rendered in the browser.
 */
export type PageHandle = { ssr?: boolean; ssrAs?: SignedInRenderKind };

type Matches = readonly Pick<UIMatch, 'handle'>[];

/** Whether the current page is one the server renders (its layout then never hides it behind a loader). */
export function isServerRenderedPage(matches: Matches): boolean {
  return matches.some((match) => (match.handle as PageHandle | undefined)?.ssr === true);
}

/** Whose back-office screen the page is, when the server renders it for them; null otherwise. */
export function signedInRenderOf(matches: Matches): SignedInRenderKind | null {
  for (const match of matches) {
    const as = (match.handle as PageHandle | undefined)?.ssrAs;
    if (as) return as;
  }
  return null;
}
