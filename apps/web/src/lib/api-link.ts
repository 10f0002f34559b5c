import { API_PREFIX } from '@lumi/shared';
import { env } from '@/config/env';

/**
 * An address the API answers with a path of its own ('/api/v1/skin/photos/…', a signed link) as the browser must
 * ask for it: under the API base the app calls, which is another origin when the front end is hosted apart
 * (`VITE_API_URL` / `VITE_SERVER_ORIGIN`). Any other address is left as it is.
 */
export function apiLink(url: string, apiBaseUrl: string = env.apiBaseUrl): string {
  if (!url.startsWith(`${API_PREFIX}/`)) return url;
  return `${apiBaseUrl}${url.slice(API_PREFIX.length)}`;
}
