import { createIcon } from './create-icon';

/** A filled disc with a check cut out of it ('Đã mua hàng'). */
export const CheckCircleFilledIcon = createIcon(
  'CheckCircleFilledIcon',
  <path
    fillRule="evenodd"
    d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm-1.4 13.7l6.1-6.1-1.4-1.4-4.7 4.7-2.3-2.3-1.4 1.4z"
  />,
  { isFilled: true },
);

/** Two people, one behind the other (a team of doctors). */
export const TeamIcon = createIcon(
  'TeamIcon',
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
    <path d="M15.5 4.7a3.5 3.5 0 0 1 0 6.6M18 14.2a6.5 6.5 0 0 1 3.5 5.8" />
  </>,
);

/** A padlock (a password field). */
export const LockIcon = createIcon(
  'LockIcon',
  <>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2" />
  </>,
);

/** An open eye (show the password). */
export const EyeIcon = createIcon(
  'EyeIcon',
  <>
    <path d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

/** An eye struck through (hide the password). */
export const EyeInvisibleIcon = createIcon(
  'EyeInvisibleIcon',
  <>
    <path d="M4 4l16 16M9.9 5.8A10 10 0 0 1 12 5.5c6.4 0 10 6.5 10 6.5a17 17 0 0 1-3.2 3.9M6.6 7.6C3.7 9.4 2 12 2 12s3.6 6.5 10 6.5c1.6 0 3-.4 4.2-1" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </>,
);
