import { loadSharp } from '../lib/sharp';
import type { PackageShape } from './catalog-data';

/*
 * Demo product photos, brand logos and banners drawn as SVG and encoded to WebP, so the seeded
 * shop looks real without downloading any picture or shipping binary assets in the repository.
 */

const FONT = 'Noto Sans, DejaVu Sans, sans-serif';
/** Average advance of a glyph as a share of the font size; Noto Sans is close to this for Vietnamese. */
const CHAR_WIDTH = 0.52;
const BOLD_CHAR_WIDTH = 0.62;

export interface ProductImageOptions {
  shape: PackageShape;
  name: string;
  brand: string;
  /** Main colour, '#RRGGBB'. */
  color: string;
  accent?: string;
  /** A short line under the name, e.g. the capacity. */
  label?: string;
  variant?: { name: string; code: string };
}

// ---------------------------------------------------------------- colour

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return [136, 136, 136];
  const n = Number.parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Blends `b` into `a`; t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Colours reach the SVG verbatim, so anything that is not '#RRGGBB' is turned into a grey rather than markup. */
const safeColor = (c: string) => toHex(parseHex(c));
const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
const darken = (c: string, t: number) => mix(c, '#000000', t);

function luminance(c: string): number {
  const [r, g, b] = parseHex(c).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Text colour that stays readable on `background`. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `c`, darkened just enough for white text on it to stay readable. */
function deepen(c: string): string {
  let out = c;
  for (let t = 0.08; contrast(out, '#ffffff') < 3 && t < 1; t += 0.08) out = darken(c, t);
  return out;
}

function inkOn(background: string, color: string): string {
  const dark = darken(color, luminance(color) > 0.3 ? 0.68 : 0.4);
  return contrast(background, dark) >= contrast(background, '#ffffff') ? dark : '#ffffff';
}

// ---------------------------------------------------------------- text

function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) =>
    ch === '&' ? '&amp;' : ch === '<' ? '&lt;' : ch === '>' ? '&gt;' : ch === '"' ? '&quot;' : '&apos;',
  );
}

/** Greedy word wrap into at most `maxLines`; the last line is cut with an ellipsis when text remains. */
function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  let i = 0;
  for (; i < words.length; i++) {
    const word = words[i]!;
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && current) {
    lines.push(current);
    current = '';
  }
  const leftOver = i < words.length || current !== '';
  const last = lines.length - 1;
  if (last >= 0) {
    let line = lines[last]!;
    if (line.length > maxChars) line = line.slice(0, Math.max(1, maxChars - 1)).trimEnd() + '…';
    else if (leftOver) line = (line.length >= maxChars ? line.slice(0, maxChars - 1) : line).trimEnd() + '…';
    lines[last] = line;
  }
  return lines;
}

/** The largest font size (down to `min`) at which `text` fits `width` in `maxLines` lines. */
function fit(
  text: string,
  width: number,
  max: number,
  min: number,
  maxLines: number,
  charWidth = CHAR_WIDTH,
): { size: number; lines: string[] } {
  for (let size = max; size >= min; size -= 1) {
    const maxChars = Math.floor(width / (size * charWidth));
    const lines = wrap(text, maxChars, maxLines);
    if (!lines.some((l) => l.endsWith('…'))) return { size, lines };
  }
  return { size: min, lines: wrap(text, Math.floor(width / (min * charWidth)), maxLines) };
}

interface LabelBox {
  x: number;
  y: number;
  w: number;
  h: number;
  /** Text runs bottom-to-top along a narrow package. */
  vertical?: boolean;
  /** A printed paper label behind the text; otherwise the text sits on the package itself. */
  plate?: boolean;
  /** Colour under the text, to pick the ink. */
  ground: string;
}

function labelText(box: LabelBox, brand: string, name: string, label: string | undefined, color: string) {
  const w = box.vertical ? box.h : box.w;
  const h = box.vertical ? box.w : box.h;
  const ink = box.plate ? darken(color, luminance(color) > 0.3 ? 0.55 : 0.15) : inkOn(box.ground, color);
  const soft = box.plate ? '#4b5563' : ink;
  const pad = Math.round(w * 0.06);
  const inner = w - pad * 2;

  // Shrink the whole stack until it fits the label height, keeping the proportions between lines.
  const layout = (k: number) => {
    const brandFit = fit(brand.toUpperCase(), inner, Math.round(30 * k), 10, 1, BOLD_CHAR_WIDTH + 0.06);
    // Below ~15 px the name turns to noise, so very long names are cut rather than shrunk further.
    const nameFit = fit(name, inner, Math.round(24 * k), Math.round(15 * k), 2);
    const labelSize = Math.max(10, Math.round(nameFit.size * 0.72));
    const brandSize = brandFit.size;
    const gap = Math.round(brandSize * 0.5);
    const lineH = Math.round(nameFit.size * 1.22);
    const total =
      brandSize +
      gap +
      Math.round(brandSize * 0.3) +
      lineH * nameFit.lines.length +
      (label ? labelSize + gap : 0);
    return { brandFit, nameFit, labelSize, brandSize, gap, lineH, total };
  };
  let k = 1;
  let fitted = layout(k);
  while (fitted.total > h * 0.84 && k > 0.5) fitted = layout((k -= 0.05));
  const { brandFit, nameFit, labelSize, brandSize, gap, lineH, total } = fitted;

  const parts: string[] = [];
  let y = Math.round((h - total) / 2 + brandSize * 0.85);
  parts.push(
    `<text x="${w / 2}" y="${y}" font-size="${brandSize}" font-weight="700" letter-spacing="${(brandSize * 0.06).toFixed(1)}" fill="${ink}">${escapeXml(brandFit.lines[0] ?? '')}</text>`,
  );
  y += Math.round(brandSize * 0.35) + gap;
  parts.push(
    `<rect x="${w / 2 - 18}" y="${y - Math.round(gap * 0.6)}" width="36" height="2" rx="1" fill="${ink}" opacity="0.55"/>`,
  );
  y += Math.round(brandSize * 0.3);
  for (const line of nameFit.lines) {
    y += lineH;
    parts.push(
      `<text x="${w / 2}" y="${y - Math.round(lineH * 0.2)}" font-size="${nameFit.size}" fill="${soft}">${escapeXml(line)}</text>`,
    );
  }
  if (label) {
    y += gap + labelSize;
    parts.push(
      `<text x="${w / 2}" y="${y}" font-size="${labelSize}" font-weight="700" letter-spacing="1" fill="${soft}" opacity="0.75">${escapeXml(label)}</text>`,
    );
  }
  const placement = box.vertical
    ? `translate(${box.x} ${box.y + box.h}) rotate(-90)`
    : `translate(${box.x} ${box.y})`;
  const plate = box.plate
    ? `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="10" fill="#ffffff" opacity="0.92"/>`
    : '';
  return `${plate}<g transform="${placement}" font-family="${FONT}" text-anchor="middle">${parts.join('')}</g>`;
}

// ---------------------------------------------------------------- packages

interface Paint {
  /** Prefix for gradient ids, so several packages can share one SVG. */
  id: string;
  body: string;
  cap: string;
}

/** Shading across a cylinder: dark rims, a bright band left of centre. */
function cylinder(id: string, c: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="${darken(c, 0.28)}"/><stop offset="0.12" stop-color="${c}"/>
<stop offset="0.3" stop-color="${lighten(c, 0.32)}"/><stop offset="0.5" stop-color="${c}"/>
<stop offset="0.86" stop-color="${darken(c, 0.1)}"/><stop offset="1" stop-color="${darken(c, 0.32)}"/></linearGradient>`;
}

function defs(p: Paint): string {
  return `${cylinder(`${p.id}b`, p.body)}${cylinder(`${p.id}c`, p.cap)}${cylinder(`${p.id}m`, '#c9a86a')}
<linearGradient id="${p.id}hl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
<linearGradient id="${p.id}top" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(p.body, 0.35)}"/><stop offset="1" stop-color="${darken(p.body, 0.12)}"/></linearGradient>`;
}

/** A vertical gloss stripe. */
function gloss(p: Paint, x: number, y: number, w: number, h: number): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}" fill="url(#${p.id}hl)" opacity="0.7"/>`;
}

interface Drawn {
  svg: string;
  label: LabelBox;
  /** Half width of the footprint, for the floor shadow. */
  foot: number;
  height: number;
}

/*
 * Each package is drawn around x = 0 standing on y = 0 (so up is negative); the caller places it.
 */
const SHAPES: Record<PackageShape, (p: Paint) => Drawn> = {
  bottle: (p) => ({
    svg: `<rect x="-56" y="-566" width="112" height="122" rx="16" fill="url(#${p.id}c)"/>
<rect x="-56" y="-470" width="112" height="6" fill="#000" opacity="0.12"/>
<rect x="-48" y="-452" width="96" height="14" rx="3" fill="${darken(p.cap, 0.25)}"/>
<path d="M-125 -350C-125 -418-74 -440-46 -446L46 -446C74 -440 125 -418 125 -350L125 -34Q125 0 91 0L-91 0Q-125 0-125 -34Z" fill="url(#${p.id}b)"/>
${gloss(p, -92, -410, 20, 370)}`,
    label: { x: -104, y: -330, w: 208, h: 250, plate: true, ground: '#ffffff' },
    foot: 135,
    height: 566,
  }),
  tube: (p) => ({
    svg: `<path d="M-74 -92C-96 -250-120 -420-124 -552L124 -552C120 -420 96 -250 74 -92Z" fill="url(#${p.id}b)"/>
<rect x="-130" y="-588" width="260" height="40" rx="5" fill="${darken(p.body, 0.08)}"/>
${Array.from({ length: 21 }, (_, i) => `<rect x="${-122 + i * 12}" y="-584" width="3" height="32" fill="#000" opacity="0.08"/>`).join('')}
<rect x="-130" y="-552" width="260" height="6" fill="#000" opacity="0.1"/>
<rect x="-82" y="-96" width="164" height="96" rx="18" fill="url(#${p.id}c)"/>
<rect x="-82" y="-72" width="164" height="3" fill="#000" opacity="0.14"/>
${gloss(p, -84, -530, 18, 420)}`,
    label: { x: -100, y: -480, w: 200, h: 290, ground: p.body },
    foot: 120,
    height: 588,
  }),
  jar: (p) => ({
    svg: `<rect x="-162" y="-214" width="324" height="214" rx="40" fill="url(#${p.id}b)"/>
<rect x="-172" y="-312" width="344" height="104" rx="20" fill="url(#${p.id}c)"/>
${Array.from({ length: 5 }, (_, i) => `<rect x="-172" y="${-294 + i * 18}" width="344" height="2" fill="#000" opacity="0.07"/>`).join('')}
<rect x="-162" y="-208" width="324" height="8" fill="#000" opacity="0.1"/>
${gloss(p, -140, -196, 18, 170)}`,
    label: { x: -132, y: -192, w: 264, h: 168, plate: true, ground: '#ffffff' },
    foot: 180,
    height: 312,
  }),
  pump: (p) => ({
    svg: `<rect x="-16" y="-488" width="32" height="76" fill="${lighten(p.cap, 0.25)}"/>
<path d="M-52 -514L44 -514Q52 -514 52 -506L52 -502L132 -502Q140 -502 140 -494L140 -486Q140 -478 132 -478L52 -478L52 -470Q52 -462 44 -462L-44 -462Q-52 -462-52 -470Z" fill="url(#${p.id}c)"/>
<rect x="-50" y="-430" width="100" height="52" rx="10" fill="url(#${p.id}c)"/>
<rect x="-118" y="-392" width="236" height="392" rx="44" fill="url(#${p.id}b)"/>
${gloss(p, -90, -370, 20, 340)}`,
    label: { x: -98, y: -318, w: 196, h: 250, plate: true, ground: '#ffffff' },
    foot: 128,
    height: 514,
  }),
  dropper: (p) => ({
    svg: `<path d="M-36 -396L-36 -452C-36 -520 36 -520 36 -452L36 -396Z" fill="${darken(p.cap, 0.35)}"/>
<path d="M-20 -480C-22 -500-8 -506 0 -506" stroke="#fff" stroke-width="6" fill="none" opacity="0.35" stroke-linecap="round"/>
<rect x="-54" y="-404" width="108" height="78" rx="12" fill="url(#${p.id}c)"/>
${Array.from({ length: 8 }, (_, i) => `<rect x="${-46 + i * 13}" y="-396" width="3" height="62" fill="#000" opacity="0.08"/>`).join('')}
<path d="M-112 -254C-112 -306-62 -322-40 -330L40 -330C62 -322 112 -306 112 -254L112 -30Q112 0 82 0L-82 0Q-112 0-112 -30Z" fill="url(#${p.id}b)" opacity="0.96"/>
${gloss(p, -84, -300, 18, 270)}`,
    label: { x: -98, y: -250, w: 196, h: 210, plate: true, ground: '#ffffff' },
    foot: 122,
    height: 520,
  }),
  stick: (p) => ({
    svg: `<g transform="translate(-84 0)">
<path d="M-38 -336L-38 -432Q-38 -444-26 -449L26 -472Q38 -477 38 -464L38 -336Z" fill="url(#${p.id}b)"/>
<rect x="-48" y="-346" width="96" height="100" rx="4" fill="url(#${p.id}m)"/>
<rect x="-48" y="-300" width="96" height="4" fill="#000" opacity="0.12"/>
<rect x="-66" y="-256" width="132" height="256" rx="12" fill="url(#${p.id}c)"/>
<rect x="-66" y="-256" width="132" height="14" fill="url(#${p.id}m)"/>
${gloss(p, -28, -432, 10, 86)}${gloss(p, -50, -236, 14, 220)}</g>
<g transform="translate(96 0)"><rect x="-70" y="-300" width="140" height="300" rx="14" fill="url(#${p.id}c)"/>
<rect x="-70" y="-22" width="140" height="10" fill="url(#${p.id}m)"/>${gloss(p, -62, -282, 8, 250)}</g>`,
    label: { x: 46, y: -290, w: 114, h: 262, vertical: true, ground: p.cap },
    foot: 190,
    height: 477,
  }),
  compact: (p) => ({
    svg: `<path d="M-236 -138L-236 -74A236 82 0 0 0 236 -74L236 -138A236 82 0 0 1 -236 -138Z" fill="url(#${p.id}c)"/>
<path d="M-236 -104A236 82 0 0 0 236 -104" stroke="#000" stroke-opacity="0.18" stroke-width="3" fill="none"/>
<ellipse cx="0" cy="-138" rx="236" ry="82" fill="url(#${p.id}top)"/>
<ellipse cx="0" cy="-138" rx="214" ry="72" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/>
<ellipse cx="-96" cy="-168" rx="70" ry="14" fill="#fff" opacity="0.28" transform="rotate(-8 -96 -168)"/>`,
    label: { x: -150, y: -208, w: 300, h: 136, ground: p.body },
    foot: 250,
    height: 220,
  }),
  box: (p) => ({
    svg: `<path d="M74 0L144 -42L144 -478L74 -436Z" fill="${darken(p.body, 0.22)}"/>
<path d="M-156 -436L74 -436L144 -478L-86 -478Z" fill="${lighten(p.body, 0.28)}"/>
<rect x="-156" y="-436" width="230" height="436" fill="${p.body}"/>
<rect x="-156" y="-436" width="230" height="436" fill="url(#${p.id}hl)" opacity="0.25"/>
<rect x="-156" y="-56" width="230" height="22" fill="${p.cap}"/>
<rect x="-156" y="-436" width="230" height="40" fill="${p.cap}"/>
<path d="M74 -436L144 -478L144 -438L74 -396Z" fill="${darken(p.cap, 0.22)}"/>`,
    label: { x: -140, y: -370, w: 198, h: 280, plate: true, ground: '#ffffff' },
    foot: 160,
    height: 478,
  }),
  spray: (p) => ({
    svg: `<rect x="-34" y="-520" width="68" height="70" rx="14" fill="url(#${p.id}c)"/>
<circle cx="0" cy="-492" r="7" fill="${darken(p.cap, 0.45)}"/>
<rect x="-46" y="-458" width="92" height="42" rx="8" fill="${lighten(p.cap, 0.2)}"/>
<rect x="-46" y="-440" width="92" height="3" fill="#000" opacity="0.12"/>
<path d="M-110 -368C-110 -404-74 -422-46 -424L46 -424C74 -422 110 -404 110 -368L110 -30Q110 0 80 0L-80 0Q-110 0-110 -30Z" fill="url(#${p.id}b)"/>
${gloss(p, -84, -386, 16, 356)}`,
    label: { x: -92, y: -340, w: 184, h: 250, plate: true, ground: '#ffffff' },
    foot: 120,
    height: 520,
  }),
};

function paintFor(id: string, shape: PackageShape, color: string, accent: string, variant?: string): Paint {
  const body = variant ?? color;
  switch (shape) {
    // Lipstick and eyeliner: the bullet shows the shade, the case stays in the brand colour.
    case 'stick':
      return { id, body: variant ?? lighten(color, 0.1), cap: darken(color, 0.15) };
    // A hair-dye box: brand-coloured carton with the shade printed as a band.
    case 'box':
      return { id, body: color, cap: variant ?? accent };
    case 'compact':
      return { id, body, cap: darken(body, 0.1) };
    default:
      return { id, body, cap: variant ? darken(color, 0.3) : accent };
  }
}

/** One package with its label, ready to be placed; `id` keeps gradient ids unique. */
function packageSvg(id: string, o: ProductImageOptions, withText: boolean): Drawn & { defs: string } {
  const accent = o.accent ?? darken(o.color, 0.35);
  const paint = paintFor(id, o.shape, o.color, accent, o.variant?.code);
  const drawn = SHAPES[o.shape](paint);
  const text = withText ? labelText(drawn.label, o.brand, o.name, o.label, o.color) : '';
  return { ...drawn, svg: drawn.svg + text, defs: defs(paint) };
}

function floorShadow(id: string, foot: number): { def: string; svg: string } {
  return {
    def: `<radialGradient id="${id}"><stop offset="0" stop-color="#000" stop-opacity="0.32"/><stop offset="0.6" stop-color="#000" stop-opacity="0.1"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`,
    svg: `<ellipse cx="0" cy="4" rx="${foot * 1.45}" ry="${Math.round(foot * 0.2)}" fill="url(#${id})"/>`,
  };
}

async function encode(svg: string): Promise<Buffer> {
  // effort 1: the seed renders hundreds of images; higher efforts cost 40 % more time to save ~2 KB each.
  return (await loadSharp())(Buffer.from(svg)).webp({ quality: 86, effort: 1 }).toBuffer();
}

/** The SVG behind renderProductImage; exported for previews and tests. */
export function productImageSvg(options: ProductImageOptions): string {
  const o: ProductImageOptions = {
    ...options,
    color: safeColor(options.color),
    accent: options.accent === undefined ? undefined : safeColor(options.accent),
    variant: options.variant && { name: options.variant.name, code: safeColor(options.variant.code) },
  };
  const color = o.color;
  const accent = o.accent ?? darken(color, 0.35);
  const pkg = packageSvg('p', o, true);
  const scale = Math.min(1.3, 560 / pkg.height, 300 / pkg.foot);
  const floorY = o.shape === 'compact' ? 600 : 690;
  const shadow = floorShadow('sh', pkg.foot);
  const variantChip = o.variant
    ? (() => {
        const text = escapeXml(o.variant.name);
        const w = Math.round(70 + o.variant.name.length * 22 * CHAR_WIDTH);
        return `<g transform="translate(40 712)"><rect width="${w}" height="52" rx="26" fill="#fff" opacity="0.9"/>
<circle cx="26" cy="26" r="15" fill="${o.variant.code}" stroke="#00000022" stroke-width="2"/>
<text x="52" y="34" font-family="${FONT}" font-size="22" fill="#374151">${text}</text></g>`;
      })()
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${lighten(color, 0.93)}"/><stop offset="1" stop-color="${lighten(color, 0.8)}"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(color, 0.84)}" stop-opacity="0"/><stop offset="0.35" stop-color="${lighten(color, 0.84)}"/><stop offset="1" stop-color="${lighten(color, 0.74)}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity="0.85"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
${shadow.def}${pkg.defs}
</defs>
<rect width="800" height="800" fill="url(#bg)"/>
<rect y="${floorY - 70}" width="800" height="${870 - floorY}" fill="url(#floor)"/>
<circle cx="400" cy="${floorY - 300}" r="330" fill="url(#glow)"/>
<circle cx="668" cy="130" r="58" fill="${lighten(accent, 0.55)}" opacity="0.35"/>
<circle cx="128" cy="210" r="26" fill="${lighten(accent, 0.45)}" opacity="0.3"/>
<circle cx="706" cy="262" r="14" fill="${lighten(accent, 0.4)}" opacity="0.35"/>
<g transform="translate(400 ${floorY}) scale(${scale.toFixed(3)})">${shadow.svg}${pkg.svg}</g>
${variantChip}
</svg>`;
}

/** An 800×800 WebP e-commerce shot of a stylised package carrying the brand and product name. */
export function renderProductImage(options: ProductImageOptions): Promise<Buffer> {
  return encode(productImageSvg(options));
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = (words.length > 1 ? words.slice(0, 2) : [name.slice(0, 2)]).map((w) => w.charAt(0));
  return letters.join('').toUpperCase();
}

export function brandLogoSvg(o: { name: string; color: string }): string {
  const ink = safeColor(o.color);
  const mark = escapeXml(initials(o.name));
  const word = fit(o.name, 320, 40, 18, 2, BOLD_CHAR_WIDTH);
  const lineH = Math.round(word.size * 1.2);
  const textTop = word.lines.length > 1 ? 292 : 312;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs><linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(ink, 0.15)}"/><stop offset="1" stop-color="${darken(ink, 0.25)}"/></linearGradient></defs>
<rect width="400" height="400" fill="${lighten(ink, 0.92)}"/>
<circle cx="200" cy="150" r="92" fill="url(#m)"/>
<circle cx="200" cy="150" r="78" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="3"/>
<text x="200" y="${mark.length > 1 ? 174 : 178}" font-family="${FONT}" font-size="${mark.length > 1 ? 68 : 80}" font-weight="700" fill="#fff" text-anchor="middle" letter-spacing="2">${mark}</text>
<g font-family="${FONT}" font-weight="700" text-anchor="middle" fill="${darken(ink, 0.3)}" font-size="${word.size}">
${word.lines.map((l, i) => `<text x="200" y="${textTop + i * lineH}">${escapeXml(l)}</text>`).join('')}</g>
</svg>`;
}

/** A 400×400 WebP logo: monogram badge over the wordmark. */
export function renderBrandLogo(o: { name: string; color: string }): Promise<Buffer> {
  return encode(brandLogoSvg(o));
}

export function bannerSvg(options: {
  title: string;
  subtitle: string;
  color: string;
  accent: string;
}): string {
  const o = { ...options, color: safeColor(options.color), accent: safeColor(options.accent) };
  const title = fit(o.title, 820, 76, 40, 2, BOLD_CHAR_WIDTH);
  const subtitle = fit(o.subtitle, 800, 32, 20, 2);
  const titleLine = Math.round(title.size * 1.15);
  const subLine = Math.round(subtitle.size * 1.35);
  const block = title.lines.length * titleLine + 26 + subtitle.lines.length * subLine + 40 + 64;
  let y = Math.round((600 - block) / 2 + title.size * 0.9);
  const texts: string[] = [];
  for (const l of title.lines) {
    texts.push(
      `<text x="110" y="${y}" font-size="${title.size}" font-weight="700" fill="#fff">${escapeXml(l)}</text>`,
    );
    y += titleLine;
  }
  y += 26 - titleLine + subLine;
  for (const l of subtitle.lines) {
    texts.push(
      `<text x="110" y="${y}" font-size="${subtitle.size}" fill="#fff" fill-opacity="0.92">${escapeXml(l)}</text>`,
    );
    y += subLine;
  }
  const buttonY = y - subLine + 40;
  // Three packages on the right echo the product photos, so the banner reads as "shop".
  const shapes: { shape: PackageShape; x: number; s: number; c: string }[] = [
    { shape: 'pump', x: 1170, s: 0.62, c: lighten(o.color, 0.55) },
    { shape: 'dropper', x: 1310, s: 0.74, c: lighten(o.accent, 0.3) },
    { shape: 'jar', x: 1440, s: 0.62, c: lighten(o.color, 0.8) },
  ];
  const packs = shapes.map((s, i) => {
    const pkg = packageSvg(
      `k${i}`,
      { shape: s.shape, name: '', brand: '', color: s.c, accent: '#ffffff' },
      false,
    );
    return { defs: pkg.defs, svg: `<g transform="translate(${s.x} 520) scale(${s.s})">${pkg.svg}</g>` };
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600" viewBox="0 0 1600 600">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deepen(o.color)}"/><stop offset="1" stop-color="${deepen(o.accent)}"/></linearGradient>
<radialGradient id="sh"><stop offset="0" stop-color="#000" stop-opacity="0.3"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
${packs.map((p) => p.defs).join('')}
</defs>
<rect width="1600" height="600" fill="url(#bg)"/>
<circle cx="1310" cy="300" r="290" fill="#fff" opacity="0.08"/>
<circle cx="1310" cy="300" r="215" fill="#fff" opacity="0.08"/>
<circle cx="1310" cy="300" r="140" fill="#fff" opacity="0.1"/>
<circle cx="1540" cy="60" r="120" fill="#fff" opacity="0.12"/>
<circle cx="980" cy="560" r="90" fill="#fff" opacity="0.1"/>
<circle cx="70" cy="80" r="46" fill="#fff" opacity="0.12"/>
<path d="M1040 110C1080 60 1150 60 1170 110C1120 100 1080 120 1040 110Z" fill="#fff" opacity="0.25"/>
<path d="M1080 520C1140 470 1260 462 1340 480C1420 498 1520 500 1600 470L1600 600L1000 600Z" fill="#fff" opacity="0.14"/>
<ellipse cx="1305" cy="524" rx="270" ry="26" fill="url(#sh)"/>
${packs.map((p) => p.svg).join('')}
<g font-family="${FONT}">${texts.join('')}
<rect x="110" y="${buttonY}" width="230" height="64" rx="32" fill="#fff"/>
<text x="225" y="${buttonY + 42}" font-size="24" font-weight="700" fill="${darken(o.color, 0.3)}" text-anchor="middle">Mua ngay →</text></g>
</svg>`;
}

/** A 1600×600 WebP promotional banner. */
export function renderBanner(o: {
  title: string;
  subtitle: string;
  color: string;
  accent: string;
}): Promise<Buffer> {
  return encode(bannerSvg(o));
}
