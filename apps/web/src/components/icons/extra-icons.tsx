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
