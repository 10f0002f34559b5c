import { randomInt } from 'node:crypto';

/** Upper-case letters and digits without the look-alikes (O/0, I/1). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

/**
 * A lifecycle's public code: its prefix and 10 random characters of CODE_ALPHABET (api-contract §1.6: 'OD…' for an
 * order, 'BK…' for a booking). Unique by a unique index; the caller draws again on the rare collision.
 */
export function newCode(prefix: string): string {
  let code = prefix;
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
