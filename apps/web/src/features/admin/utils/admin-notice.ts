/**
 * A short message for the admin login page, left by whatever sent the admin there (logout, a password
 * change that ends the session). A toast would die with the admin layout that unmounts at that moment.
 */
let pendingNotice: string | null = null;

export function leaveAdminNotice(text: string): void {
  pendingNotice = text;
}

/** Reads the notice without consuming it (safe to call more than once while rendering). */
export function peekAdminNotice(): string | null {
  return pendingNotice;
}

export function clearAdminNotice(): void {
  pendingNotice = null;
}
