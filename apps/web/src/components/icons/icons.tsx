import { createIcon } from './create-icon';

// Arrows and chevrons
export const ArrowRightIcon = createIcon('ArrowRightIcon', <path d="M5 12h14M13 6l6 6-6 6" />);
export const ArrowLeftIcon = createIcon('ArrowLeftIcon', <path d="M19 12H5M11 6l-6 6 6 6" />);
export const LeftIcon = createIcon('LeftIcon', <path d="M15 5l-7 7 7 7" />);
export const RightIcon = createIcon('RightIcon', <path d="M9 5l7 7-7 7" />);
export const DownIcon = createIcon('DownIcon', <path d="M5 9l7 7 7-7" />);
export const UpIcon = createIcon('UpIcon', <path d="M5 15l7-7 7 7" />);
export const VerticalAlignTopIcon = createIcon(
  'VerticalAlignTopIcon',
  <path d="M5 4h14M12 20V9M7 13l5-5 5 5" />,
);

// Actions
export const CloseIcon = createIcon('CloseIcon', <path d="M6 6l12 12M18 6L6 18" />);
export const CheckIcon = createIcon('CheckIcon', <path d="M5 12.5l4.5 4.5L19 7" />);
export const PlusIcon = createIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);
export const MinusIcon = createIcon('MinusIcon', <path d="M5 12h14" />);
export const MenuIcon = createIcon('MenuIcon', <path d="M4 6h16M4 12h16M4 18h16" />);
export const SearchIcon = createIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M16.5 16.5L21 21" />
  </>,
);
export const ZoomInIcon = createIcon(
  'ZoomInIcon',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M16.5 16.5L21 21M11 8v6M8 11h6" />
  </>,
);
export const LogoutIcon = createIcon(
  'LogoutIcon',
  <path d="M10 4H5a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h5M15 8l4 4-4 4M19 12H9" />,
);
/** Three quarters of a circle, always turning. */
export const LoadingIcon = createIcon('LoadingIcon', <path d="M21 12a9 9 0 1 1-6.2-8.56" />, {
  isSpinning: true,
});

// Things
export const ClockCircleIcon = createIcon(
  'ClockCircleIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const EnvironmentIcon = createIcon(
  'EnvironmentIcon',
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);
export const MailIcon = createIcon(
  'MailIcon',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 7l8.5 6 8.5-6" />
  </>,
);
export const PhoneIcon = createIcon(
  'PhoneIcon',
  <path d="M5 3.5h3.2l1.6 4.3-2.1 1.4a11 11 0 0 0 7.1 7.1l1.4-2.1 4.3 1.6V19a2 2 0 0 1-2 2A17 17 0 0 1 3 5.5a2 2 0 0 1 2-2z" />,
);
export const ShoppingIcon = createIcon(
  'ShoppingIcon',
  <>
    <path d="M5.5 7.5h13l1 13h-15z" />
    <path d="M9 10.5V6a3 3 0 0 1 6 0v4.5" />
  </>,
);
export const ShoppingCartIcon = createIcon(
  'ShoppingCartIcon',
  <>
    <circle cx="9" cy="20" r="1.3" />
    <circle cx="18" cy="20" r="1.3" />
    <path d="M2 3h3l2.5 11.2a1 1 0 0 0 1 .8h9.3a1 1 0 0 0 1-.8L20.5 7H6" />
  </>,
);
export const BellIcon = createIcon('BellIcon', <path d="M6 17v-6a6 6 0 0 1 12 0v6l1.5 1.5h-15zM10 21h4" />);
export const CalendarIcon = createIcon(
  'CalendarIcon',
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </>,
);
export const ScheduleIcon = createIcon(
  'ScheduleIcon',
  <>
    <rect x="3" y="4.5" width="18" height="16.5" rx="2" />
    <path d="M3 9.5h18M8 2.5v4M16 2.5v4M7.5 13.5h4M7.5 17h9" />
  </>,
);
export const SolutionIcon = createIcon(
  'SolutionIcon',
  <>
    <rect x="5" y="4" width="14" height="17" rx="2" />
    <path d="M9 2.5h6v3H9zM8.5 10.5h7M8.5 14h7M8.5 17.5h4" />
  </>,
);
export const UserIcon = createIcon(
  'UserIcon',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const VideoCameraIcon = createIcon(
  'VideoCameraIcon',
  <>
    <rect x="2" y="6" width="13" height="12" rx="2" />
    <path d="M15 10.5l6.5-3.5v10L15 13.5z" />
  </>,
);
export const MedicineBoxIcon = createIcon(
  'MedicineBoxIcon',
  <>
    <rect x="3" y="7" width="18" height="14" rx="2" />
    <path d="M8.5 7V4h7v3M12 11v6M9 14h6" />
  </>,
);
export const CarIcon = createIcon(
  'CarIcon',
  <>
    <path d="M2.5 16.5V7a1 1 0 0 1 1-1h10.5v10.5M14 10h4l3.5 3.5v3h-2" />
    <path d="M9.2 16.5h5.6" />
    <circle cx="7" cy="17" r="2" />
    <circle cx="17" cy="17" r="2" />
  </>,
);
export const CreditCardIcon = createIcon(
  'CreditCardIcon',
  <>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20M6 15h4" />
  </>,
);
export const SafetyCertificateIcon = createIcon(
  'SafetyCertificateIcon',
  <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5" />,
);

// Filled variants (the white marks are holes in the shape, so they show the background)
export const SafetyCertificateFilledIcon = createIcon(
  'SafetyCertificateFilledIcon',
  <path
    fillRule="evenodd"
    d="M12 2l9 3.4V12c0 5-3.8 9.2-9 10-5.2-.8-9-5-9-10V5.4zM10.6 15.6l-3.3-3.3 1.4-1.4 1.9 1.9 4.7-4.7 1.4 1.4z"
  />,
  { isFilled: true },
);
export const FireFilledIcon = createIcon(
  'FireFilledIcon',
  <path d="M12.2 2c.9 3.6-1.4 5.6-2.9 7.5C7.6 11.5 6 13.4 6 16a6 6 0 0 0 12 0c0-2.7-1.3-4.7-2.7-6.3-.3 1.5-1 2.5-2.1 3 .5-3.9-.3-7.6-1-10.7z" />,
  { isFilled: true },
);
export const HeartFilledIcon = createIcon(
  'HeartFilledIcon',
  <path d="M12 20.5s-8.5-5-8.5-11A4.8 4.8 0 0 1 12 6.6a4.8 4.8 0 0 1 8.5 2.9c0 6-8.5 11-8.5 11z" />,
  { isFilled: true },
);
export const StarFilledIcon = createIcon(
  'StarFilledIcon',
  <path d="M12 2.5l2.9 6.1 6.6.7-4.9 4.5 1.4 6.6L12 17l-6 3.4 1.4-6.6-4.9-4.5 6.6-.7z" />,
  { isFilled: true },
);
export const ThunderboltFilledIcon = createIcon(
  'ThunderboltFilledIcon',
  <path d="M13.5 2L4 14h7l-1.5 8L20 10h-7z" />,
  {
    isFilled: true,
  },
);
export const WarningFilledIcon = createIcon(
  'WarningFilledIcon',
  <path fillRule="evenodd" d="M12 2.5L1.5 21h21zM11 9h2v6h-2zM11 16.5h2v2h-2z" />,
  { isFilled: true },
);
