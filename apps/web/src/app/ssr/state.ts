import type { HydrationState } from 'react-router';
import type { AdminAccount, Doctor } from '@lumi/shared';

/** The id of the `<script type="application/json">` a server-rendered page carries its state in. */
export const SERVER_STATE_ID = 'lumi-state';

/** What the server rendered a page from: the API answers (RTK Query's slice) and the router's loader data. */
export type ServerState = {
  /** The instant the page was rendered at (lib/page-head, useRenderNow). */
  renderedAt: number;
  api: unknown;
  router: HydrationState;
  /**
   * A back-office screen rendered for its signed-in person (ADR 0041): the account it was rendered for, which the
   * browser's store takes before hydrating (its guards then draw the same frame).
   */
  signedIn?: {
    kind: 'admin' | 'doctor';
    /** `tokenFingerprint` of the token it was rendered for (never the token itself). */
    token: string;
    admin?: AdminAccount;
    doctor?: Doctor;
  };
};

/**
 * A short fingerprint of a token (64-bit FNV-1a, hex): the browser tells whether a back-office page was rendered for
 * the token it holds (another may have been stored since, in another tab) without the token being written in it.
 */
export function tokenFingerprint(token: string): string {
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < token.length; i += 1) {
    hash ^= BigInt(token.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

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
