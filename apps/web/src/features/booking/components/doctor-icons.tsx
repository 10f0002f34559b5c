import { createIcon } from '@/components/icons';

/** The doctor page's icons that the shared set lacks (plain SVG, no icon library on a plain page). */
export const TrophyIcon = createIcon(
  'TrophyIcon',
  <path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H4.5v1.5A3.5 3.5 0 0 0 8 11M16 6h3.5v1.5A3.5 3.5 0 0 1 16 11M12 13v4M8.5 20h7M10 17h4v3h-4z" />,
);
export const DollarIcon = createIcon(
  'DollarIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M14.8 9.2c-.4-.9-1.5-1.5-2.8-1.5-1.6 0-2.8.9-2.8 2.1 0 2.9 5.8 1.5 5.8 4.4 0 1.2-1.2 2.1-3 2.1-1.4 0-2.5-.6-2.9-1.6M12 6v1.7M12 16.3V18" />
  </>,
);
