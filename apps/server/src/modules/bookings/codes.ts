import { randomInt } from 'node:crypto';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'BK' + 10 upper-case characters (api-contract §1.6); ambiguous characters (O/0, I/1) are left out. */
export function newBookingCode(): string {
  let code = 'BK';
  for (let i = 0; i < 10; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
