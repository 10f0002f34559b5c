import type { HydrationState } from 'react-router';

/** The id of the `<script type="application/json">` a server-rendered page carries its state in. */
export const SERVER_STATE_ID = 'lumi-state';

/** What the server rendered a page from: the API answers (RTK Query's slice) and the router's loader data. */
export type ServerState = {
  /** The instant the page was rendered at (app/ssr/head, useRenderNow). */
  renderedAt: number;
  api: unknown;
  router: HydrationState;
};

/**
 * JSON safe inside a `<script>` element: `<` is escaped, so no `</script>` or `<!--` in any answer can end the
 * element early; U+2028/U+2029 are escaped for older parsers.
 */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state of a server-rendered page, or null on a page the browser renders alone. */
export function readServerState(doc: Document): ServerState | null {
  const element = doc.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}
