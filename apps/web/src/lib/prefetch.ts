import type { LoaderFunctionArgs, Params } from 'react-router';
import { store as browserStore, type AppStore } from '@/lib/store';
import { tokens, type TokenKind } from '@/lib/storage';

/**
 * What the server renderer hands to the route loaders (`requestContext` of React Router's static handler): the
 * store of this one request, and the answer's status, which a loader may set (404 for a missing product).
 */
export type ServerRenderContext = { store: AppStore; status: number };

function isServerRender(context: unknown): context is ServerRenderContext {
  return typeof context === 'object' && context !== null && 'store' in context && 'status' in context;
}

/**
 * How a prefetch starts a query: without subscribing, so the answer stays cached for the page's hook to find (RTK
 * Query's `keepUnusedDataFor`) and nothing has to be released afterwards.
 */
export const PREFETCH = { subscribe: false } as const;

export type PrefetchArgs = { store: AppStore; params: Params; url: URL };
/** Starts the page's queries; answers `notFound` when the page's subject does not exist. */
export type Prefetch = (args: PrefetchArgs) => Promise<{ notFound?: boolean } | void>;

/**
 * A route loader that fills the store with the queries its page renders from, with the very arguments the page's
 * hooks use (so the hooks find them cached):
 * - on the server it waits for them, so the HTML carries the content and the answers travel with it;
 * - in the browser it only starts them, while the page's code downloads, and never delays the navigation.
 * The loader's own data is nothing: pages read the store.
 */
export function prefetchLoader(prefetch: Prefetch) {
  return async ({ request, params, context }: LoaderFunctionArgs): Promise<null> => {
    const url = new URL(request.url);
    if (isServerRender(context)) {
      const result = await prefetch({ store: context.store, params, url });
      if (result?.notFound) context.status = 404;
    } else {
      void prefetch({ store: browserStore, params, url }).catch(() => undefined);
    }
    return null;
  };
}

/**
 * The loader of a signed-in area's route (a back office, ADR 0040): starts the screen's queries while its code is
 * evaluated and its frame drawn, instead of after (the account first, then the screen's: two round trips after the
 * first render). Only with a stored token of that kind; without one the area sends the visitor to its sign-in. A
 * screen of another role's (a 403) only logs (spec §8).
 */
export function signedInLoader(kind: TokenKind, prefetch: Prefetch) {
  return prefetchLoader((args) => (tokens.get(kind) === null ? Promise.resolve() : prefetch(args)));
}

/** The running queries of a store, settled (their errors are in the store). */
export async function settled(store: AppStore): Promise<void> {
  const { api } = await import('@/lib/api');
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
}
