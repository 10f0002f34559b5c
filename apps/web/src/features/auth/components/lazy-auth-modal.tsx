import { lazy } from 'react';

/**
 * The sign-in dialog as its own download (antd Modal and the forms), for pages rendered without antd (ADR 0034):
 * render it inside the area's antd scope (`ClinicAntd`) once it is to open.
 */
export const LazyAuthModal = lazy(() =>
  import('./auth-modal').then((module) => ({ default: module.AuthModal })),
);
