import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * The password check of every sign-in: an unknown account (`undefined`) still costs one verification, against a
 * decoy, so that timing does not reveal which accounts exist.
 */
export async function checkCredentials(hash: string | null | undefined, password: string): Promise<boolean> {
  if (hash === undefined) return verifyAgainstDecoy(password);
  return verifyPassword(hash, password);
}

/** A real hash of nothing, verified when an account is unknown so that timing does not reveal which e-mails exist. */
let decoy: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword('lumi-decoy-password');
  await verifyPassword(await decoy, password);
  return false;
}
