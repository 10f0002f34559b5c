import { API_PREFIX } from '@lumi/shared';

/**
 * Build-time configuration. The server serves the web app and the API from one origin, so every
 * address is relative by default; `VITE_API_URL` / `VITE_SERVER_ORIGIN` point a separately hosted
 * front end at another server.
 */
const serverOrigin = (import.meta.env.VITE_SERVER_ORIGIN ?? '').replace(/\/+$/, '');

export const env = {
  /** Base of every JSON call, e.g. '/api/v1'. */
  apiBaseUrl: (import.meta.env.VITE_API_URL ?? `${serverOrigin}${API_PREFIX}`).replace(/\/+$/, ''),
  /** Host-root Google sign-in entry (decision 7). */
  googleAuthUrl: `${serverOrigin}/auth/google`,
  /** Origin of the socket.io server (same origin by default). */
  socketOrigin: serverOrigin,
  isDev: import.meta.env.DEV,
  isTest: import.meta.env.MODE === 'test',
} as const;
