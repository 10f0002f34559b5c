import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { AUTH_HEADERS, REQUEST_TIMEOUT_MS, type Pagination } from '@lumi/shared';
import { env } from '@/config/env';
import { toApiError, type ApiError } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { tokens, type TokenKind } from '@/lib/storage';

// ── envelope (api-contract §1.2) ──────────────────────────────────────────────

export type Envelope<T> = {
  success: true;
  data: T;
  message?: string;
  pagination?: Pagination;
  accessToken?: string;
};
export type ListEnvelope<T> = Envelope<T[]> & { pagination: Pagination };

/** `transformResponse: pickData` — most endpoints only need `data`. */
export function pickData<T>(response: Envelope<T>): T {
  return response.data;
}

// ── base query ───────────────────────────────────────────────────────────────

/**
 * Per-endpoint options (`extraOptions`): `toast: false` silences the automatic error toast of a
 * mutation (the screen shows the error itself); `toast: 'warning'` shows it as a warning
 * (status-update calls, spec §7 "Handling of answers").
 */
export type LumiExtraOptions = { toast?: false | 'error' | 'warning' };
export type LumiBaseQueryMeta = {
  toast: false | 'error' | 'warning';
  request?: Request;
  response?: Response;
};

/** Query strings: empty values are left out; arrays are comma-joined (api-contract §1.8). */
export function serializeParams(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) search.set(key, value.map(String).join(','));
    } else {
      search.set(key, String(value));
    }
  }
  return search.toString();
}

const HEADER_BY_KIND: Record<TokenKind, string> = AUTH_HEADERS;

/**
 * Where the calls go. In the browser: `env.apiBaseUrl` with the global fetch. On the server, the page renderer
 * (`entry-server.tsx`) points the calls at the same process (an absolute base and a fetch that never leaves it).
 */
type ApiTransport = {
  baseUrl: string;
  fetchFn?: (input: RequestInfo, init?: RequestInit) => Promise<Response>;
};
let transport: ApiTransport = { baseUrl: env.apiBaseUrl };

/** Used once by the server renderer; the browser keeps the default. */
export function configureApiTransport(next: ApiTransport): void {
  transport = next;
  rawBaseQuery = makeRawBaseQuery();
}

const makeRawBaseQuery = () =>
  fetchBaseQuery({
    baseUrl: transport.baseUrl,
    ...(transport.fetchFn ? { fetchFn: transport.fetchFn } : {}),
    timeout: REQUEST_TIMEOUT_MS,
    paramsSerializer: serializeParams,
    prepareHeaders: (headers) => {
      // Every request carries whichever tokens exist, each in its own header (spec §6).
      for (const [kind, token] of Object.entries(tokens.all()) as [TokenKind, string][]) {
        const name = HEADER_BY_KIND[kind];
        if (!headers.has(name)) headers.set(name, token);
      }
      if (!headers.has('accept')) headers.set('accept', 'application/json');
      return headers;
    },
  });
let rawBaseQuery = makeRawBaseQuery();

/**
 * Sends the tokens, times out after 15 s, answers the JSON body on success and an `ApiError`
 * (`{ status, code, message, errors? }`) on failure.
 */
export const lumiBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  ApiError,
  LumiExtraOptions,
  LumiBaseQueryMeta
> = async (args, queryApi, extraOptions) => {
  const result = await rawBaseQuery(args, queryApi, {});
  const meta: LumiBaseQueryMeta = {
    toast: extraOptions?.toast ?? 'error',
    request: result.meta?.request,
    response: result.meta?.response,
  };
  if (result.error) {
    const { status, data } = result.error;
    const error = typeof status === 'number' ? toApiError(status, data) : toApiError(status, undefined);
    if (status === 401 || status === 403) {
      // Spec §8: no special handling beyond logging; the screens decide what to do.
      console.info(`[api] ${status} ${error.code}`);
    }
    return { error, meta };
  }
  return { data: result.data, meta };
};

// ── the one API slice ──────────────────────────────────────────────────────────

/** The store state a server-rendered page was rendered from, dispatched once before hydration. */
export const SERVER_STATE_ACTION = 'lumi/serverState';
type ServerStateAction = { type: typeof SERVER_STATE_ACTION; payload: { api: never } };
export function isServerStateAction(action: unknown): action is ServerStateAction {
  return (
    typeof action === 'object' &&
    action !== null &&
    (action as { type?: unknown }).type === SERVER_STATE_ACTION &&
    typeof (action as { payload?: unknown }).payload === 'object'
  );
}

export const api = createApi({
  reducerPath: 'api',
  baseQuery: lumiBaseQuery,
  tagTypes: [
    'Account',
    'DoctorAccount',
    'AdminAccount',
    'AdminAccounts',
    'Dashboard',
    'Config',
    'User',
    'Product',
    'Category',
    'Brand',
    'Promotion',
    'Order',
    'Review',
    'Clinic',
    'Doctor',
    'Booking',
    'Notification',
    'Conversation',
    'Statistics',
    'SiteStats',
    'AdminUser',
    'Contact',
    'SkinRecord',
  ],
  keepUnusedDataFor: 60,
  // A server-rendered page hands over the answers it was rendered from (app/ssr): the same queries are not
  // fetched again when the page hydrates.
  extractRehydrationInfo(action, { reducerPath }) {
    if (isServerStateAction(action)) return action.payload[reducerPath as 'api'];
    return undefined;
  },
  endpoints: () => ({}),
});

// ── error toasts for writes ─────────────────────────────────────────────────────

type RejectedApiAction = {
  payload: unknown;
  meta: { arg?: { type?: string }; baseQueryMeta?: LumiBaseQueryMeta };
};

/**
 * Shows the server's message when a mutation fails (spec §7): list queries never toast, and an
 * endpoint may opt out with `extraOptions: { toast: false }` or ask for a warning.
 */
export const apiErrorToastMiddleware: Middleware = () => (next) => (action) => {
  if (isRejectedWithValue(action)) {
    const { payload, meta } = action as unknown as RejectedApiAction;
    const kind = meta.baseQueryMeta?.toast ?? 'error';
    if (meta.arg?.type === 'mutation' && kind !== false) {
      const text = (payload as Partial<ApiError> | undefined)?.message;
      if (text) {
        if (kind === 'warning') notify.warning(text);
        else notify.error(text);
      }
    }
  }
  return next(action);
};
