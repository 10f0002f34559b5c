/**
 * A line icon for a top-level category, chosen from words of its slug (the catalogue has no icon
 * field); a leaf for anything else.
 */
type IconName =
  'face' | 'makeup' | 'body' | 'hair' | 'sun' | 'perfume' | 'tools' | 'mask' | 'pill' | 'derma' | 'leaf';

const RULES: { icon: IconName; words: string[] }[] = [
  { icon: 'pill', words: ['thuc-pham', 'chuc-nang', 'vitamin', 'bo-sung'] },
  { icon: 'derma', words: ['duoc', 'duoc-my-pham', 'tri-mun', 'phuc-hoi', 'dieu-tri'] },
  { icon: 'sun', words: ['chong-nang', 'nang'] },
  { icon: 'makeup', words: ['trang-diem', 'son', 'makeup', 'moi'] },
  { icon: 'hair', words: ['toc', 'goi', 'dau-xa'] },
  { icon: 'body', words: ['co-the', 'tam', 'body', 'tay', 'chan'] },
  { icon: 'perfume', words: ['nuoc-hoa', 'huong'] },
  { icon: 'tools', words: ['dung-cu', 'phu-kien', 'may', 'co-trang-diem'] },
  { icon: 'mask', words: ['mat-na', 'mask'] },
  { icon: 'face', words: ['da-mat', 'cham-soc-da', 'duong-da', 'skincare', 'mat'] },
];

export function categoryIconName(slug: string): IconName {
  const padded = `-${slug}-`;
  for (const rule of RULES) if (rule.words.some((word) => padded.includes(`-${word}-`))) return rule.icon;
  return 'leaf';
}

const PATHS: Record<IconName, string[]> = {
  face: [
    'M12 3c-4 0-7 3.2-7 7.6 0 4.7 3.1 8.9 7 10.4 3.9-1.5 7-5.7 7-10.4C19 6.2 16 3 12 3z',
    'M9 10.5h.01M15 10.5h.01',
    'M9.5 15c1.4 1.2 3.6 1.2 5 0',
  ],
  makeup: ['M9 21h6v-9H9z', 'M10 12V7.5L14 4v8', 'M7 21h10'],
  body: ['M8 3h8v3H8z', 'M7 6h10l1 4v9a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2v-9z', 'M9.5 13.5h5'],
  hair: ['M4 20c2-6 2-10 8-15 6 5 6 9 8 15', 'M9 20c.5-4 1.3-7 3-9.5 1.7 2.5 2.5 5.5 3 9.5'],
  sun: [
    'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
    'M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  ],
  perfume: [
    'M10 3h4v3h-4z',
    'M9 6h6',
    'M6 10a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2z',
  ],
  tools: ['M14 4l6 6-9 9H5v-6z', 'M12 6l6 6', 'M5 19l3-3'],
  mask: ['M4 7c0-1.7 1.3-3 3-3h10c1.7 0 3 1.3 3 3v4c0 5-3.6 9-8 9s-8-4-8-9z', 'M8 10h2M14 10h2', 'M10 15h4'],
  pill: ['M10.5 3.5a5 5 0 0 1 7 7l-7 7a5 5 0 0 1-7-7z', 'M7 7l7 7'],
  derma: [
    'M9 3h6',
    'M10 3v5l-5 9a2 2 0 0 0 1.8 3h10.4a2 2 0 0 0 1.8-3l-5-9V3',
    'M7.5 14h9',
    'M12 16v3M10.5 17.5h3',
  ],
  leaf: ['M5 19C5 10 10 5 20 4c-1 10-6 15-15 15z', 'M5 19l8-8'],
};

export function CategoryIcon({ slug, className }: { slug: string; className?: string }) {
  const name = categoryIconName(slug);
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
