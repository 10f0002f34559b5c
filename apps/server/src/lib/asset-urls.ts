import { DEFAULT_AVATAR_PATH, UPLOADS_URL_PREFIX } from '@lumi/shared';

/**
 * Pictures and avatars are stored host-relative (`/uploads/{publicId}.webp`, `/api/v1/avatars/default.svg?name=…`)
 * and leave the server absolute, on ASSET_BASE_URL (ADR 0030): a client on another origin — which CORS_ORIGINS
 * invites — would otherwise look for them on its own host. A url a client sends back is stored relative again.
 */
export function isAssetPath(value: string): boolean {
  return (
    value.startsWith(`${UPLOADS_URL_PREFIX}/`) ||
    value === DEFAULT_AVATAR_PATH ||
    value.startsWith(`${DEFAULT_AVATAR_PATH}?`)
  );
}

/** A copy of an answer with every host-relative asset url made absolute; the answer itself is never changed. */
export function withAbsoluteAssetUrls<T>(value: T, base: string): T {
  return mapStrings(value, (text) => (isAssetPath(text) ? `${base}${text}` : text)) as T;
}

/** A copy of a request body with this server's absolute asset urls made host-relative, as they are stored. */
export function withStoredAssetUrls<T>(value: T, base: string): T {
  return mapStrings(value, (text) =>
    text.startsWith(base) && isAssetPath(text.slice(base.length)) ? text.slice(base.length) : text,
  ) as T;
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * Every string of plain JSON data passed through `map`. What does not change is shared, not copied: answers may come
 * from a cache, which must keep its host-relative urls. Anything else (a Date, a Buffer) is left as it is.
 */
function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((item: unknown) => {
      const next = mapStrings(item, map);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? out : value;
  }
  if (value !== null && typeof value === 'object' && isPlainObject(value)) {
    let out: Record<string, unknown> | undefined;
    for (const [key, item] of Object.entries(value)) {
      const next = mapStrings(item, map);
      if (next !== item) {
        out ??= { ...value };
        out[key] = next;
      }
    }
    return out ?? value;
  }
  return value;
}
