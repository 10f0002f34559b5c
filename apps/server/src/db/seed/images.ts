import { loadSharp } from '../../lib/sharp';

/** Decorative images drawn here (no downloads): a clinic logo and portrait avatars, as WebP. */
export async function clinicLogo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#38bdf8"/><stop offset="1" stop-color="#0369a1"/></linearGradient></defs>
  <rect width="256" height="256" rx="56" fill="url(#g)"/>
  <circle cx="128" cy="128" r="84" fill="#ffffff" opacity="0.16"/>
  <path d="M108 64h40v44h44v40h-44v44h-40v-44H64v-40h44z" fill="#ffffff"/>
  <circle cx="188" cy="68" r="10" fill="#e0f2fe"/></svg>`;
  return (await loadSharp())(Buffer.from(svg)).webp({ quality: 90 }).toBuffer();
}

export async function portrait(hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},80%,92%)"/><stop offset="1" stop-color="hsl(${hue},70%,80%)"/></linearGradient></defs>
  <rect width="320" height="320" fill="url(#bg)"/>
  <circle cx="160" cy="130" r="62" fill="#f5d0b5"/>
  <path d="M98 118c0-40 28-66 62-66s62 26 62 66c-12-20-36-30-62-30s-50 10-62 30z" fill="hsl(${hue},35%,28%)"/>
  <path d="M56 320c4-64 48-104 104-104s100 40 104 104z" fill="#ffffff"/>
  <path d="M138 222l22 40 22-40" fill="none" stroke="hsl(${hue},60%,45%)" stroke-width="8" stroke-linecap="round"/>
  <circle cx="196" cy="270" r="10" fill="none" stroke="hsl(${hue},60%,45%)" stroke-width="6"/></svg>`;
  return (await loadSharp())(Buffer.from(svg)).webp({ quality: 88 }).toBuffer();
}
