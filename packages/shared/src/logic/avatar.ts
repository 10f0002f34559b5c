import { API_PREFIX } from '../constants';
import type { Avatar, Image } from '../schemas/common';

/**
 * Default avatars (api-contract §2 `Avatar`): a person without a picture is shown with the initials of their
 * name on a colour, an SVG the server draws at DEFAULT_AVATAR_PATH. The answer's `avatar` is never null: its
 * `publicId` is null for the default.
 */
export const DEFAULT_AVATAR_PATH = `${API_PREFIX}/avatars/default.svg`;

/** Background colours of the default avatars: white text reads on each (contrast ≥ 4.5:1). */
export const AVATAR_COLOURS = [
  '#B4235A',
  '#9D174D',
  '#7E22CE',
  '#5B21B6',
  '#1D4ED8',
  '#0E7490',
  '#047857',
  '#B45309',
  '#B91C1C',
  '#475569',
] as const;

const INITIALS_NAME_MAX = 100;

/** At most two capital letters: the first letters of the first and last words ('Trần Thị Hoa' → 'TH'). */
export function avatarInitials(name: string): string {
  const words = name.normalize('NFC').trim().split(/\s+/).filter(Boolean);
  const first = [...(words[0] ?? '')][0] ?? '';
  const last = words.length > 1 ? ([...(words[words.length - 1] ?? '')][0] ?? '') : '';
  const initials = `${first}${last}`.toLocaleUpperCase('vi');
  return initials === '' ? '?' : initials;
}

/** A colour picked from the name, the same every time. */
export function avatarColour(name: string): string {
  let hash = 0;
  for (const ch of name.normalize('NFC').trim().toLowerCase())
    hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length] ?? AVATAR_COLOURS[0];
}

export function defaultAvatarUrl(name: string): string {
  const trimmed = name.normalize('NFC').trim().slice(0, INITIALS_NAME_MAX);
  return `${DEFAULT_AVATAR_PATH}?name=${encodeURIComponent(trimmed)}`;
}

/** The avatar an answer carries: the uploaded picture, else the generated default. */
export function avatarOf(picture: Image | null | undefined, name: string): Avatar {
  return picture
    ? { url: picture.url, publicId: picture.publicId }
    : { url: defaultAvatarUrl(name), publicId: null };
}

/** What an edit form holds and sends back: the uploaded picture, or null for the generated default. */
export function pictureOf(avatar: Avatar | null | undefined): Image | null {
  return avatar && avatar.publicId !== null ? { url: avatar.url, publicId: avatar.publicId } : null;
}
