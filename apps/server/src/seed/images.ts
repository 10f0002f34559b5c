import { loadSharp } from '../lib/sharp';

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

/** A clinic's logo: its initials on a rounded gradient square in the clinic's own hue. */
export async function clinicMark(initials: string, hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},75%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360},70%,34%)"/></linearGradient></defs>
  <rect width="256" height="256" rx="56" fill="url(#g)"/>
  <circle cx="128" cy="128" r="92" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6"/>
  <path d="M128 30c22 26 22 52 0 74c-22-22-22-48 0-74z" fill="#ffffff" opacity="0.3"/>
  <text x="128" y="166" font-family="DejaVu Sans, Arial, sans-serif" font-size="92" font-weight="700" fill="#ffffff" text-anchor="middle">${initials}</text></svg>`;
  return (await loadSharp())(Buffer.from(svg)).webp({ quality: 88 }).toBuffer();
}

/** A wide clinic banner: soft waves and circles, the initials on the right; `variant` moves the shapes. */
export async function clinicBanner(initials: string, hue: number, variant: number): Promise<Buffer> {
  const shift = (variant * 47) % 360;
  const h2 = (hue + 40 + shift / 6) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="320" viewBox="0 0 960 320">
  <defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="hsl(${hue},70%,88%)"/><stop offset="1" stop-color="hsl(${h2},65%,62%)"/></linearGradient></defs>
  <rect width="960" height="320" fill="url(#b)"/>
  <path d="M0 ${230 - variant * 12}C200 ${170 + variant * 10} 380 300 560 ${240 - variant * 8}S860 ${160 + variant * 14} 960 200V320H0z" fill="#ffffff" opacity="0.35"/>
  <circle cx="${140 + variant * 150}" cy="${90 + variant * 20}" r="${70 + variant * 12}" fill="#ffffff" opacity="0.22"/>
  <circle cx="${420 + variant * 60}" cy="60" r="28" fill="hsl(${h2},70%,45%)" opacity="0.25"/>
  <text x="880" y="190" font-family="DejaVu Sans, Arial, sans-serif" font-size="120" font-weight="700" fill="#ffffff" fill-opacity="0.85" text-anchor="end">${initials}</text></svg>`;
  return (await loadSharp())(Buffer.from(svg)).webp({ quality: 80, effort: 2 }).toBuffer();
}

/** A stylised photo of the clinic (a room with a window, a chair and a plant); `variant` changes the light. */
export async function clinicPhoto(hue: number, variant: number): Promise<Buffer> {
  const wall = `hsl(${(hue + variant * 25) % 360},40%,${88 - variant * 3}%)`;
  const accent = `hsl(${(hue + 180 + variant * 20) % 360},45%,55%)`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="420" viewBox="0 0 640 420">
  <rect width="640" height="420" fill="${wall}"/>
  <rect y="300" width="640" height="120" fill="hsl(${hue},20%,${70 - variant * 4}%)"/>
  <rect x="${60 + variant * 90}" y="60" width="160" height="150" rx="6" fill="#e0f2fe" stroke="#ffffff" stroke-width="10"/>
  <path d="M${60 + variant * 90} 135h160M${140 + variant * 90} 60v150" stroke="#ffffff" stroke-width="6"/>
  <rect x="${380 - variant * 40}" y="220" width="190" height="60" rx="18" fill="${accent}"/>
  <rect x="${395 - variant * 40}" y="280" width="14" height="40" fill="#475569"/><rect x="${540 - variant * 40}" y="280" width="14" height="40" fill="#475569"/>
  <rect x="${40 + variant * 10}" y="250" width="46" height="56" rx="8" fill="#b45309"/>
  <circle cx="${63 + variant * 10}" cy="225" r="34" fill="#16a34a" opacity="0.85"/></svg>`;
  return (await loadSharp())(Buffer.from(svg)).webp({ quality: 78, effort: 2 }).toBuffer();
}
