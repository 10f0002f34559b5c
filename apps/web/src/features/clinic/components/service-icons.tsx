import { createIcon } from '@/components/icons';

/** The booking home's service and step pictures not among the shared icons (plain SVG, issue 26). */

/** A lab flask (pigment assessment, laser). */
export const FlaskIcon = createIcon(
  'FlaskIcon',
  <>
    <path d="M9 3h6M10 3v6.5L4.6 18.4A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.4-2.6L14 9.5V3" />
    <path d="M7.5 15h9" />
  </>,
);

/** A smiling face (skin rejuvenation). */
export const SmileIcon = createIcon(
  'SmileIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 14.5a4.5 4.5 0 0 0 8 0" />
    <path d="M9 9.5h.01M15 9.5h.01" />
  </>,
);

/** A drop on the skin's layers (dermatology consultation). */
export const SkinDropIcon = createIcon(
  'SkinDropIcon',
  <>
    <path d="M12 3s-4.5 5-4.5 8a4.5 4.5 0 0 0 9 0c0-3-4.5-8-4.5-8z" />
    <path d="M3 19c2 0 2-1.2 4.5-1.2S9.5 19 12 19s2-1.2 4.5-1.2S19 19 21 19" />
  </>,
);

/** A circle with a check (the booking confirmed). */
export const CheckCircleIcon = createIcon(
  'CheckCircleIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.7 2.7L16 9.8" />
  </>,
);
