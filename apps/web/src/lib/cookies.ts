import { REMEMBER_COOKIE_DAYS } from '@lumi/shared';

/** Minimal cookie helpers for the remember-me e-mail (decision 5: never a password). */
export function getCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) {
      try {
        return decodeURIComponent(item.slice(prefix.length));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function setCookie(name: string, value: string, days: number = REMEMBER_COOKIE_DAYS): void {
  const expires = new Date(Date.now() + days * 24 * 60 * 60 * 1000).toUTCString();
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secure}`;
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}

/** Remember me: keep (or forget) the e-mail used to sign in. */
export function rememberEmail(cookieName: string, email: string, remember: boolean): void {
  if (remember) setCookie(cookieName, email.trim().toLowerCase());
  else removeCookie(cookieName);
}
