import { useId } from 'react';

/** Skincare still life drawn for the hero: a serum dropper bottle, a cream jar and a tube. */
export function HeroIllustration() {
  const id = useId();
  const g = (name: string) => `${id}-${name}`;
  return (
    <svg
      viewBox="0 0 480 440"
      role="img"
      aria-label="Bộ sản phẩm chăm sóc da: serum, kem dưỡng và sữa rửa mặt"
    >
      <defs>
        <radialGradient id={g('halo')} cx="50%" cy="45%" r="55%">
          <stop offset="0" stopColor="#fff" stopOpacity="0.95" />
          <stop offset="1" stopColor="#fbcfe8" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={g('glass')} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#f9a8d4" />
          <stop offset="0.55" stopColor="#f472b6" />
          <stop offset="1" stopColor="#db2777" />
        </linearGradient>
        <linearGradient id={g('jar')} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#fce7f3" />
        </linearGradient>
        <linearGradient id={g('lid')} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#c084fc" />
          <stop offset="1" stopColor="#9333ea" />
        </linearGradient>
        <linearGradient id={g('tube')} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#fdf2f8" />
          <stop offset="1" stopColor="#fbcfe8" />
        </linearGradient>
        <linearGradient id={g('cap')} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#1f1230" />
          <stop offset="1" stopColor="#4a2a5e" />
        </linearGradient>
      </defs>

      <circle cx="240" cy="210" r="200" fill={`url(#${g('halo')})`} />
      <ellipse cx="240" cy="392" rx="190" ry="22" fill="#be185d" opacity="0.12" />

      {/* tube, lying behind */}
      <g transform="translate(6 -44) rotate(-12 360 300)">
        <rect
          x="300"
          y="250"
          width="150"
          height="70"
          rx="18"
          fill={`url(#${g('tube')})`}
          stroke="#f9a8d4"
          strokeWidth="2"
        />
        <rect x="440" y="262" width="26" height="46" rx="6" fill={`url(#${g('cap')})`} />
        <path d="M300 258 l-10 -6 v76 l10 -6 z" fill="#fbcfe8" />
        <text x="330" y="292" fontFamily="Georgia, serif" fontStyle="italic" fontSize="22" fill="#be185d">
          Lumi
        </text>
        <rect x="330" y="300" width="70" height="5" rx="2.5" fill="#f9a8d4" />
      </g>

      {/* serum bottle */}
      <g>
        <rect x="172" y="70" width="36" height="56" rx="8" fill={`url(#${g('cap')})`} />
        <rect x="160" y="54" width="60" height="28" rx="14" fill="#4a2a5e" />
        <rect x="178" y="120" width="24" height="22" fill="#3b2a4a" />
        <rect x="130" y="138" width="120" height="240" rx="34" fill={`url(#${g('glass')})`} />
        <rect x="146" y="160" width="18" height="190" rx="9" fill="#fff" opacity="0.35" />
        <rect x="160" y="230" width="80" height="96" rx="12" fill="#fff" opacity="0.92" />
        <text
          x="200"
          y="268"
          textAnchor="middle"
          fontFamily="Georgia, serif"
          fontStyle="italic"
          fontSize="24"
          fill="#be185d"
        >
          Lumi
        </text>
        <text
          x="200"
          y="292"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontSize="10"
          letterSpacing="3"
          fill="#9d174d"
        >
          SERUM
        </text>
        <rect x="178" y="304" width="44" height="4" rx="2" fill="#f9a8d4" />
      </g>

      {/* cream jar */}
      <g>
        <rect x="250" y="290" width="140" height="30" rx="10" fill={`url(#${g('lid')})`} />
        <rect
          x="256"
          y="316"
          width="128"
          height="72"
          rx="18"
          fill={`url(#${g('jar')})`}
          stroke="#f9a8d4"
          strokeWidth="2"
        />
        <rect x="270" y="330" width="14" height="44" rx="7" fill="#fff" opacity="0.8" />
        <text
          x="320"
          y="360"
          textAnchor="middle"
          fontFamily="Georgia, serif"
          fontStyle="italic"
          fontSize="20"
          fill="#a21caf"
        >
          Lumi
        </text>
        <text
          x="320"
          y="377"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontSize="8"
          letterSpacing="2.5"
          fill="#9d174d"
        >
          CREAM
        </text>
      </g>

      {/* leaves and sparkles */}
      <path d="M92 330c-30-40-10-92 36-104-6 44-10 76-36 104z" fill="#86efac" opacity="0.85" />
      <path d="M92 330c10-38 20-64 36-104" stroke="#16a34a" strokeWidth="2" fill="none" opacity="0.6" />
      <path d="M392 120l5 14 14 5-14 5-5 14-5-14-14-5 14-5z" fill="#f472b6" />
      <path d="M96 120l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill="#c084fc" />
      <circle cx="410" cy="210" r="6" fill="#f9a8d4" />
      <circle cx="70" cy="230" r="4" fill="#f9a8d4" />
      <circle cx="300" cy="90" r="5" fill="#e9d5ff" />
    </svg>
  );
}
