import { ERRORS, UI_TEXT } from '@lumi/shared';

/** A failed call as every feature sees it (api-contract §1.2), whatever went wrong underneath. */
export type ApiError = {
  /** HTTP status, or 0 when no answer arrived (network failure, time-out). */
  status: number;
  /** The server's stable code, or NETWORK_ERROR / TIMEOUT_ERROR / PARSING_ERROR for client-side failures. */
  code: string;
  /** Vietnamese message, ready to show. */
  message: string;
  /** Every validation issue, when the server listed them. */
  errors?: { path: string; message: string }[];
};

export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT_ERROR',
  parsing: 'PARSING_ERROR',
} as const;

export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.status === 'number' && typeof v.code === 'string' && typeof v.message === 'string';
}

/** True when no answer came from the server (offline, time-out, unreadable body). */
export function isClientSideError(error: ApiError): boolean {
  return (Object.values(CLIENT_ERROR_CODES) as string[]).includes(error.code);
}

function fromFailureBody(status: number, body: unknown): ApiError | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  if (typeof b.message !== 'string') return null;
  const code = typeof b.code === 'string' ? b.code : 'UNKNOWN_ERROR';
  const error: ApiError = { status, code, message: b.message };
  if (Array.isArray(b.errors)) {
    error.errors = b.errors.filter(
      (e): e is { path: string; message: string } =>
        typeof e === 'object' && e !== null && typeof e.path === 'string' && typeof e.message === 'string',
    );
  }
  return error;
}

function defaultMessageForStatus(status: number): string {
  if (status === 401) return ERRORS.AUTH_REQUIRED.message;
  if (status === 403) return ERRORS.FORBIDDEN.message;
  if (status === 404) return ERRORS.ROUTE_NOT_FOUND.message;
  if (status === 429) return ERRORS.RATE_LIMITED.message;
  if (status === 503) return ERRORS.SERVICE_UNAVAILABLE.message;
  return ERRORS.INTERNAL_ERROR.message;
}

/**
 * Normalises anything thrown by fetch / RTK Query / XHR into an ApiError.
 * `status` may be RTK Query's string statuses ('FETCH_ERROR', 'TIMEOUT_ERROR', 'PARSING_ERROR').
 */
export function toApiError(status: number | string | undefined, body?: unknown): ApiError {
  if (status === 'TIMEOUT_ERROR') {
    return { status: 0, code: CLIENT_ERROR_CODES.timeout, message: UI_TEXT.timeoutError };
  }
  if (status === 'FETCH_ERROR' || status === undefined || status === 0) {
    return { status: 0, code: CLIENT_ERROR_CODES.network, message: UI_TEXT.networkError };
  }
  if (typeof status === 'number') {
    return (
      fromFailureBody(status, body) ?? {
        status,
        code: 'HTTP_' + status,
        message: defaultMessageForStatus(status),
      }
    );
  }
  // PARSING_ERROR (an HTML error page from a proxy, an empty body) or CUSTOM_ERROR.
  return { status: 0, code: CLIENT_ERROR_CODES.parsing, message: ERRORS.INTERNAL_ERROR.message };
}

/** The message to show for any failure value (an ApiError, an Error, an RTK Query error). */
export function getErrorMessage(error: unknown, fallback: string = ERRORS.INTERNAL_ERROR.message): string {
  if (isApiError(error)) return error.message;
  if (typeof error === 'object' && error !== null) {
    const e = error as { data?: unknown; error?: unknown; message?: unknown };
    if (isApiError(e.data)) return e.data.message;
    if (isApiError(e.error)) return e.error.message;
    if (typeof e.message === 'string' && e.message !== '') return e.message;
  }
  return fallback;
}
